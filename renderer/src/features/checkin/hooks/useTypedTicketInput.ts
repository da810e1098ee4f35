import { useCallback, useEffect, useEffectEvent, useState, type ChangeEvent, type FormEvent } from 'react';
import { HANDHELD_INPUT_DELAY_MS } from '@shared/constants';

export interface TypedTicketInput {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The form's submit (Enter): processes the text at once. */
  onSubmit: (event?: FormEvent) => void;
}

/**
 * The console's text field for a ticket id or URL. Enter processes it at once; otherwise it is
 * processed HANDHELD_INPUT_DELAY_MS after the last change, which is how a keyboard-wedge scanner
 * without an Enter suffix, typing into the focused field, gets through. The field empties after.
 */
export function useTypedTicketInput(
  onText: (text: string) => void,
  delayMs: number = HANDHELD_INPUT_DELAY_MS,
): TypedTicketInput {
  const [value, setValue] = useState('');
  const processLater = useEffectEvent((text: string) => {
    setValue('');
    onText(text);
  });

  useEffect(() => {
    const text = value.trim();
    if (!text) return;
    const timer = setTimeout(() => processLater(text), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value), []);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = value.trim();
    setValue('');
    if (text) onText(text);
  };

  return { value, onChange, onSubmit };
}
