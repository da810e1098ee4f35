import type { AutocannonRequest } from 'autocannon';

/**
 * The check-in load of the benchmarks (checkInApi.ts, mixed.ts): the check-in admin checks ROTATION
 * demo tickets of the live event in and out at the venue entrance, in turn — request n names ticket
 * n mod ROTATION and checks it in on even rounds, out on odd ones — so every request changes a
 * state, and a ticket comes round again only ROTATION requests later.
 */

/** Tickets T-000001…T-000300 rotate; T-000301 is the sanity check's. */
export const ROTATION = 300;
export const CHECK_IN_P95_TARGET_MS = 50;

/** Check-in staff may name a ticket by its number (DECISIONS 15), as the console's typed entry does. */
export const ticketNumber = (i: number) => `T-${String(i).padStart(6, '0')}`;

export function checkInRequests(eventId: string, token: string): AutocannonRequest[] {
  let sequence = 0;
  return [
    {
      method: 'POST',
      path: '/v1/event/participant/checkIn',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      setupRequest(request) {
        const n = sequence++;
        return {
          ...request,
          body: JSON.stringify({
            entityType: 'area',
            entityId: 'allEvent',
            checkIn: Math.floor(n / ROTATION) % 2 === 0,
            eventId,
            printer: null,
            ticketNumber: ticketNumber((n % ROTATION) + 1),
            stationId: 'bench',
          }),
        };
      },
    },
  ];
}

/** One check-in and one check-out by hand, so a broken route fails loudly instead of measuring 4xx. */
export async function sanityCheck(url: string, eventId: string, token: string): Promise<void> {
  for (const checkIn of [true, false]) {
    const response = await fetch(`${url}/v1/event/participant/checkIn`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        checkIn,
        eventId,
        ticketNumber: ticketNumber(ROTATION + 1),
      }),
    });
    const text = await response.text();
    const expected = checkIn ? 'checkedIn' : 'checkedOut';
    if (!response.ok || !text.includes(`"${expected}"`)) {
      throw new Error(`Check-in sanity check: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
  }
}
