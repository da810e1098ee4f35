import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { participantTypeName } from '@shared/rules/participantTypeName';
import { PROFILE_MAX_SELECTIONS } from '@shared/constants';
import { participantProfileBodyFor } from '@shared/schemas/participantProfile';
import type { EventDetails } from '@shared/schemas/event';
import { presence, type OwnProfile } from '@shared/schemas/participants';
import { formError } from '../../../api/errorMessage';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { answersTo, categoryLimits, questionsFor } from '../categoryRules';
import { markProfileFilled } from '../filledEvents';
import { byQuestion, fieldErrors, type FieldErrors } from '../formErrors';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { typeChoices } from '../participantTypes';
import { bodyFromDraft, draftFromProfile, type ProfileDraft, type ProfileTextField } from '../profileDraft';
import { CategoryQuestions } from './CategoryQuestions';
import { SelectField } from './SelectField';
import { ChoiceChips } from './ChoiceChips';
import { EntryList } from './EntryList';
import { TextAreaField } from './TextAreaField';
import styles from './ProfileForm.module.css';

/** The fields a server refusal may name, shown under that field. */
const SERVER_FIELDS = [
  'name',
  'surname',
  'email',
  'present',
  'typeId',
  'phone',
  'company',
  'jobTitle',
  'website',
  'offer',
  'seek',
  'biography',
  'some.instagram',
  'some.linkedin',
  'some.facebook',
  'some.twitter',
  'address',
  'city',
  'location',
  'timezone',
  'teamSize',
  'industries',
  'technologies',
  'values',
  'videoUrl',
  'categories',
] as const;

const SOCIAL = ['linkedin', 'twitter', 'instagram', 'facebook'] as const;
const PRESENCE = presence.options;

/** The zones the time zone select offers (the browser's IANA list; none where it has no list). */
const TIME_ZONES: readonly string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
})();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The event profile form (spec networking §3 "Profile form fields"): checked here with the body's
 * own schema for this event (participantProfileBodyFor: the §5 messages; categories required when
 * the participant's type is asked any), then by the server, whose refusal of a field shows under
 * it. Presence is asked on hybrid events only (profileDraft.ts presenceFor).
 */
export function ProfileForm({ event, own }: { event: EventDetails; own: OwnProfile }) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(() => draftFromProfile(own, event.eventType));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<{ field?: string; text: string } | null>(null);
  const save = useSaveProfile(event.id);
  const questions = useMemo(() => questionsFor(event, draft.typeId), [event, draft.typeId]);
  const asked = questions.length > 0;
  const schema = useMemo(
    () =>
      participantProfileBodyFor({
        maxSelectableOptionCount: categoryLimits(questions),
        requireCategories: asked,
      }),
    [questions, asked],
  );
  const dirty = JSON.stringify(saved) !== JSON.stringify(draft);
  const types = typeChoices(event.participantTypes, saved.typeId);

  const set = (patch: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const message = (path: string): string | undefined => {
    if (serverError?.field === path) return serverError.text;
    const error = errors[path];
    return error ? t(error.key, error.params) : undefined;
  };
  const text = (name: ProfileTextField, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`profile.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={message(name)}
    />
  );

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(),
    );

  const submit = () => {
    setServerError(null);
    const body = bodyFromDraft(event.id, { ...draft, categories: answersTo(questions, draft.categories) });
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(byQuestion(fieldErrors(parsed.error.issues), body.categories ?? []));
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (stored) => {
        const next = draftFromProfile(stored, event.eventType);
        setSaved(next);
        setDraft(next);
        markProfileFilled(event.id);
        toast.success(t('profile.saved'));
      },
      onError: (err) => {
        const failure = formError(err, SERVER_FIELDS, t);
        if (failure.field) {
          setServerError({ field: failure.field, text: failure.text });
          focusFirstError();
        } else toast.error(failure.text);
      },
    });
  };

  const categoryErrors = Object.fromEntries(
    questions.map((q) => [q.id, message(`categories.${q.id}`)]),
  ) as Partial<Record<string, string>>;
  categoryErrors.all = message('categories');

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <Section title={t('profile.sections.about')}>
        <div className={styles.columns}>
          {text('name', 'text', 'given-name')}
          {text('surname', 'text', 'family-name')}
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
        </div>
        {event.eventType === 'hybrid' && (
          <ChoiceChips
            legend={t('profile.fields.present')}
            name="present"
            options={PRESENCE.map((where) => ({ value: where, label: t(`profile.present.${where}`) }))}
            value={draft.present}
            onChange={(present) => set({ present })}
            error={message('present')}
          />
        )}
        {types.length > 0 && (
          <SelectField
            label={t('profile.fields.typeId')}
            value={draft.typeId}
            options={types.map((type) => ({
              value: type.id,
              label: participantTypeName(type, i18n.language),
            }))}
            onChange={(typeId) => set({ typeId })}
            error={message('typeId')}
          />
        )}
        <TextAreaField
          label={t('profile.fields.biography')}
          value={draft.biography}
          onChange={(e) => set({ biography: e.target.value })}
          error={message('biography')}
        />
      </Section>

      <Section title={t('profile.sections.work')}>
        <div className={styles.columns}>
          {text('company', 'text', 'organization')}
          {text('jobTitle', 'text', 'organization-title')}
          {text('teamSize')}
        </div>
        <EntryList
          label={t('profile.fields.industries')}
          entries={draft.industries}
          max={PROFILE_MAX_SELECTIONS}
          onChange={(industries) => set({ industries })}
          error={message('industries')}
        />
        <EntryList
          label={t('profile.fields.technologies')}
          entries={draft.technologies}
          onChange={(technologies) => set({ technologies })}
          error={message('technologies')}
        />
        <EntryList
          label={t('profile.fields.values')}
          entries={draft.values}
          max={PROFILE_MAX_SELECTIONS}
          onChange={(values) => set({ values })}
          error={message('values')}
        />
      </Section>

      <Section title={t('profile.sections.networking')}>
        <TextAreaField
          label={t('profile.fields.offer')}
          value={draft.offer}
          onChange={(e) => set({ offer: e.target.value })}
          error={message('offer')}
        />
        <TextAreaField
          label={t('profile.fields.seek')}
          value={draft.seek}
          onChange={(e) => set({ seek: e.target.value })}
          error={message('seek')}
        />
        <CategoryQuestions
          questions={questions}
          answers={draft.categories}
          onChange={(categories) => set({ categories })}
          errors={categoryErrors}
        />
      </Section>

      <Section title={t('profile.sections.links')}>
        <div className={styles.columns}>
          {text('website', 'url', 'url')}
          {text('videoUrl', 'url')}
          {SOCIAL.map((network) => (
            <TextField
              key={network}
              label={t(`profile.fields.${network}`)}
              value={draft.some[network]}
              onChange={(e) => set({ some: { ...draft.some, [network]: e.target.value } })}
              error={message(`some.${network}`)}
            />
          ))}
        </div>
      </Section>

      <Section title={t('profile.sections.location')}>
        <div className={styles.columns}>
          {text('address', 'text', 'street-address')}
          {text('city', 'text', 'address-level2')}
          {text('location')}
          <SelectField
            label={t('profile.fields.timezone')}
            value={draft.timezone}
            options={[
              { value: '', label: t('profile.fields.noTimezone') },
              ...TIME_ZONES.map((zone) => ({ value: zone, label: zone })),
            ]}
            onChange={(timezone) => set({ timezone })}
            error={message('timezone')}
          />
        </div>
      </Section>

      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
