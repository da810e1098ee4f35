import { useTranslation } from 'react-i18next';
import type { CategoryQuestion } from '@shared/schemas/event';
import type { CategoryAnswer } from '@shared/schemas/participants';
import { TextField } from '../../../ui/TextField';
import { OptionChips } from './OptionChips';
import styles from './Fields.module.css';

export interface CategoryQuestionsProps {
  questions: readonly CategoryQuestion[];
  answers: readonly CategoryAnswer[];
  onChange: (answers: CategoryAnswer[]) => void;
  /** Already translated, per question id; `all` for the questions as a whole ("required"). */
  errors?: Partial<Record<string, string>>;
}

/**
 * The event's category questions (spec networking §3): a select question as chips limited by its
 * maxSelectableOptionCount, a text question as a text field. Answers of questions not shown stay.
 */
export function CategoryQuestions({ questions, answers, onChange, errors = {} }: CategoryQuestionsProps) {
  const { t } = useTranslation();
  if (questions.length === 0) return <p className={styles.hint}>{t('profile.categories.none')}</p>;
  const answerOf = (id: string) => answers.find((a) => a.categoryId === id);
  const put = (answer: CategoryAnswer) =>
    onChange([...answers.filter((a) => a.categoryId !== answer.categoryId), answer]);
  return (
    <>
      {questions.map((question) =>
        question.type === 'select' ? (
          <OptionChips
            key={question.id}
            legend={question.name}
            options={question.subCategories}
            selected={answerOf(question.id)?.selectedCategoryIds ?? []}
            max={question.maxSelectableOptionCount}
            onChange={(selectedCategoryIds) => put({ categoryId: question.id, selectedCategoryIds })}
            error={errors[question.id]}
          />
        ) : (
          <TextField
            key={question.id}
            label={question.name}
            value={answerOf(question.id)?.value ?? ''}
            onChange={(e) => put({ categoryId: question.id, value: e.target.value })}
            error={errors[question.id]}
          />
        ),
      )}
      {errors.all && (
        <p className={styles.error} role="alert">
          {errors.all}
        </p>
      )}
    </>
  );
}
