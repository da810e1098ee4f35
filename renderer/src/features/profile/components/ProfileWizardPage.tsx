import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import type { OwnProfile } from '@shared/schemas/participants';
import { participantProfileBody } from '@shared/schemas/participantProfile';
import { errorText } from '../../../api/errorMessage';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { EventScreenTitle, useEventLanding } from '../../eventHome';
import { questionsFor } from '../categoryRules';
import { markProfileFilled } from '../filledEvents';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { bodyFromDraft, draftFromProfile, type ProfileDraft } from '../profileDraft';
import {
  nextStep,
  previousStep,
  stepChanged,
  stepProblem,
  WIZARD_STEPS,
  wizardDestination,
  type WizardStep,
} from '../wizard';
import { OwnProfileLoader } from './OwnProfileLoader';
import { WizardStepFields } from './WizardStepFields';
import styles from './ProfileWizardPage.module.css';

/** /event/:eventId/event-profile/wizard: the profile wizard once the event and my profile are loaded. */
export function ProfileWizardPage() {
  return (
    <OwnProfileLoader className={styles.page}>
      {(event, own) => <ProfileWizard event={event} own={own} />}
    </OwnProfileLoader>
  );
}

/**
 * The profile wizard (spec networking §2, §4, §5): the steps in order; leaving a step, forward or
 * back, saves the profile unless nothing of that step changed (wizard.ts stepChanged); moving
 * forward checks the step first (stepProblem). After the last step, or when skipped, the event
 * counts as filled (filledEvents.ts) and the user goes where the event says (afterWizard).
 */
function ProfileWizard({ event, own }: { event: EventDetails; own: OwnProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useEventLanding();
  const save = useSaveProfile(event.id);
  const [step, setStep] = useState<WizardStep>('company');
  const [saved, setSaved] = useState(() => draftFromProfile(own, event.eventType));
  const [draft, setDraft] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const questions = questionsFor(event, draft.typeId);
  const index = WIZARD_STEPS.indexOf(step);
  const headingId = `wizard-step-${step}`;
  const titleId = useId();

  const finish = () => {
    markProfileFilled(event.id);
    void navigate(wizardDestination(event.id, event.afterWizard, landing(event.id, event.indexPagePath)), {
      replace: true,
    });
  };

  const leave = async (to: WizardStep | null, forward: boolean) => {
    const blocked = forward ? stepProblem(step, draft, questions) : null;
    if (blocked) {
      setProblem(t(blocked.key, blocked.params));
      return;
    }
    setProblem(null);
    if (stepChanged(step, saved, draft)) {
      const parsed = participantProfileBody.safeParse(bodyFromDraft(event.id, draft));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue ? String(issue.path[0]) : '';
        setProblem(`${t(`profile.fields.${field}`, { defaultValue: field })}: ${t(issue?.message ?? '')}`);
        return;
      }
      try {
        const next = draftFromProfile(await save.mutateAsync(parsed.data), event.eventType);
        setSaved(next);
        setDraft(next);
      } catch (err) {
        setProblem(errorText(err, t));
        return;
      }
    }
    if (to) setStep(to);
    else finish();
  };

  const set = (patch: Partial<ProfileDraft>) => {
    setProblem(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const back = previousStep(step);
  const next = nextStep(step);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <EventScreenTitle event={event} title={t('profile.wizard.title')} titleId={titleId} />
        <p className={styles.progress}>
          {t('profile.wizard.progress', { step: index + 1, total: WIZARD_STEPS.length })}
        </p>
        <ol className={styles.steps} aria-label={t('profile.wizard.stepsLabel')}>
          {WIZARD_STEPS.map((name, i) => (
            <li
              key={name}
              className={i <= index ? styles.done : styles.todo}
              aria-current={name === step ? 'step' : undefined}
            >
              {t(`profile.wizard.steps.${name}`)}
            </li>
          ))}
        </ol>
      </header>
      <form
        className={styles.card}
        aria-labelledby={headingId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void leave(next, true);
        }}
      >
        <h2 id={headingId} className={styles.stepTitle}>
          {t(`profile.wizard.steps.${step}`)}
        </h2>
        <p className={styles.intro}>{t(`profile.wizard.intros.${step}`)}</p>
        <WizardStepFields
          step={step}
          event={event}
          questions={questions}
          draft={draft}
          ownTypeId={saved.typeId}
          set={set}
        />
        {problem && <Alert>{problem}</Alert>}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={finish}>
            {t('profile.wizard.skip')}
          </Button>
          <span className={styles.spacer} />
          {back && (
            <Button variant="secondary" disabled={save.isPending} onClick={() => void leave(back, false)}>
              {t('profile.wizard.back')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {next ? t('profile.wizard.next') : t('profile.wizard.finish')}
          </Button>
        </div>
      </form>
    </section>
  );
}
