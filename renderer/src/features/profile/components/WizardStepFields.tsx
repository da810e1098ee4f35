import { useTranslation } from 'react-i18next';
import { participantTypeName } from '@shared/rules/participantTypeName';
import type { CategoryQuestion, EventDetails } from '@shared/schemas/event';
import { presence } from '@shared/schemas/participants';
import { TextField } from '../../../ui/TextField';
import { typeChoices } from '../participantTypes';
import type { ProfileDraft } from '../profileDraft';
import type { WizardStep } from '../wizard';
import { CategoryQuestions } from './CategoryQuestions';
import { ChoiceChips } from './ChoiceChips';
import { TextAreaField } from './TextAreaField';

export interface WizardStepFieldsProps {
  step: WizardStep;
  event: EventDetails;
  questions: readonly CategoryQuestion[];
  draft: ProfileDraft;
  /** The type the participant has now, offered even when not open to self-selection. */
  ownTypeId: string;
  set: (patch: Partial<ProfileDraft>) => void;
}

/** What one wizard step asks (spec networking §2: company, offerSeek, participantType, categories). */
export function WizardStepFields({ step, event, questions, draft, ownTypeId, set }: WizardStepFieldsProps) {
  const { t, i18n } = useTranslation();
  if (step === 'company') {
    return (
      <>
        <TextField
          label={t('profile.fields.company')}
          autoComplete="organization"
          value={draft.company}
          onChange={(e) => set({ company: e.target.value })}
        />
        <TextField
          label={t('profile.fields.jobTitle')}
          autoComplete="organization-title"
          value={draft.jobTitle}
          onChange={(e) => set({ jobTitle: e.target.value })}
        />
        {event.eventType === 'hybrid' && (
          <ChoiceChips
            legend={t('profile.fields.present')}
            name="present"
            options={presence.options.map((where) => ({
              value: where,
              label: t(`profile.present.${where}`),
            }))}
            value={draft.present}
            onChange={(present) => set({ present })}
          />
        )}
      </>
    );
  }
  if (step === 'offerSeek') {
    return (
      <>
        <TextAreaField
          label={t('profile.fields.offer')}
          value={draft.offer}
          onChange={(e) => set({ offer: e.target.value })}
        />
        <TextAreaField
          label={t('profile.fields.seek')}
          value={draft.seek}
          onChange={(e) => set({ seek: e.target.value })}
        />
      </>
    );
  }
  if (step === 'participantType') {
    return (
      <ChoiceChips
        legend={t('profile.fields.typeId')}
        name="typeId"
        options={typeChoices(event.participantTypes, ownTypeId).map((type) => ({
          value: type.id,
          label: participantTypeName(type, i18n.language),
        }))}
        value={draft.typeId}
        onChange={(typeId) => set({ typeId })}
      />
    );
  }
  return (
    <CategoryQuestions
      questions={questions}
      answers={draft.categories}
      onChange={(categories) => set({ categories })}
    />
  );
}
