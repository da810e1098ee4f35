/** The profile's addresses (spec networking §2: /event/{eventId}/event-profile; the wizard is ours). */
export const eventProfilePath = (eventId: string) => `/event/${eventId}/event-profile`;
export const profileWizardPath = (eventId: string) => `/event/${eventId}/event-profile/wizard`;
