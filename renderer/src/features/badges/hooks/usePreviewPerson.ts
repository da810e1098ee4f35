import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorCode } from '@shared/errors';
import type { BadgeValues } from '@shared/schemas/badge';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { fetchDigest } from '../api';
import { SAMPLE_TICKET_URL, SAMPLE_VALUES } from '../editor/sampleValues';

export interface PreviewPerson {
  /** The ticket's number as typed; null for the sample. */
  ticketNumber: string | null;
  values: BadgeValues;
  ticketUrl: string;
}

const SAMPLE: PreviewPerson = { ticketNumber: null, values: SAMPLE_VALUES, ticketUrl: SAMPLE_TICKET_URL };

/** Why a ticket's person could not be shown, as an i18n key. */
export function previewErrorKey(err: unknown) {
  const code = err instanceof ApiCallError ? err.code : null;
  if (code === ErrorCode.MissingPrintTemplate) return 'badges.preview.needsTemplate';
  if (code === ErrorCode.NotFound) return 'badges.preview.ticketNotFound';
  return genericErrorKey(err);
}

/**
 * The person a template is previewed with: the sample, or a ticket's (POST digest/template, looked
 * up on demand). resolve(typed) shows the typed ticket's person — looked up unless it is the one
 * shown, the sample when nothing is typed — and answers it, or null when the lookup failed (the
 * person shown stays, errorKey says why).
 */
export function usePreviewPerson(eventId: string) {
  const [person, setPerson] = useState<PreviewPerson>(SAMPLE);
  const lookup = useMutation({
    mutationFn: async (ticketNumber: string): Promise<PreviewPerson> => {
      const digest = await fetchDigest(eventId, ticketNumber);
      return { ticketNumber, values: digest.values, ticketUrl: digest.ticketUrl };
    },
    onSuccess: setPerson,
  });

  const resolve = async (typed: string): Promise<PreviewPerson | null> => {
    const ticketNumber = typed.trim();
    if (!ticketNumber) {
      lookup.reset();
      setPerson(SAMPLE);
      return SAMPLE;
    }
    if (ticketNumber === person.ticketNumber) return person;
    return lookup.mutateAsync(ticketNumber).catch(() => null);
  };

  return {
    person,
    resolve,
    looking: lookup.isPending,
    errorKey: lookup.error ? previewErrorKey(lookup.error) : null,
  };
}
