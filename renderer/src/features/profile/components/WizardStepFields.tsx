import { useTranslation } from 'react-i18next';
import { participantTypeName } from '@shared/rules/participantTypeName';
import type { CategoryQuestion, EventDetails } from '@shared/schemas/event';
import { TextField } from '../../../ui/TextField';
import type { ProfileDraft } from '../profileDraft';
import type { WizardStep } from '../wizard';
import { CategoryQuestions } from './CategoryQuestions';
import { TextAreaField } from './TextAreaField';
import fields from './Fields.module.css';

export interface WizardStepFieldsProps {
  step: WizardStep;
  event: EventDetails;
  questions: readonly CategoryQuestion[];
  draft: ProfileDraft;
  set: (patch: Partial<ProfileDraft>) => void;
}

/** A radio group drawn as chips (presence, participant type). */
function ChoiceChips({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={fields.field}>
      <legend className={fields.label}>{legend}</legend>
      <div className={fields.radios}>
        {options.map((option) => (
          <label key={option.value} className={fields.chip}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What one wizard step asks (spec networking §2: company, offerSeek, participantType, categories). */
export function WizardStepFields({ step, event, questions, draft, set }: WizardStepFieldsProps) {
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
            options={(['venue', 'online'] as const).map((where) => ({
              value: where,
              label: t(`profile.present.${where}`),
            }))}
            value={draft.present}
            onChange={(present) => set({ present: present as ProfileDraft['present'] })}
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
        options={event.participantTypes.map((type) => ({
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
