/** Business constants of spec section 9 (core-platform.md) and DECISIONS.md. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** An event counts as finished one day after its real end. */
export const EVENT_FINISHED_AFTER_MS = DAY_MS;
/** Invitations expire 24 h after their expiry date. */
export const INVITATION_EXPIRY_MS = DAY_MS;

/** Starting state in agenda and invitation views, and the meeting check-in threshold. */
export const AGENDA_STARTING_MS = 5 * MINUTE_MS;
/** Session start and rehearsal window in the session view. */
export const SESSION_STARTING_MS = 15 * MINUTE_MS;
/** A meeting's Start button shows this long before its start. */
export const MEETING_LIVE_MS = 7 * MINUTE_MS;
export const AGENDA_REFRESH_MS = 60_000;
/** Spec core §9: the notification feed loads this many at a time. */
export const NOTIFICATIONS_PER_LOAD = 30;

export const GLOBAL_ERROR_TOAST_MS = 5000;
export const MODAL_TOAST_MS = 10_000;
/** Wait before the start-up profile fetch when stored tokens exist (spec core §4). */
export const PROFILE_FETCH_DELAY_MS = 300;
export const CAROUSEL_INTERVAL_MS = 10_000;
export const COOKIE_CONSENT_DAYS = 360;
export const COOKIE_CONSENT_NAME = 'cookie_consent_status';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 8;
/** Forgot-password lockout after too many reset attempts. */
export const FORGOT_PASSWORD_LOCKOUT_MS = 30 * MINUTE_MS;
export const TIME_PICKER_STEP_MINUTES = 15;
export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGES = ['en', 'tr', 'ru', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * What the renderer logs for a string key no loaded catalogue part holds (a screen showing a block
 * its feature does not name in Feature.strings): the e2e suite fails a test whose pages log it.
 */
export const MISSING_STRING_LOG = 'Lanyard: missing string';

/** The user-pool name; signing up with any other provider fails with MST-UI0001. */
export const IDENTITY_PROVIDER = 'cognito';

/**
 * Where the server serves the desktop renderer (the build with the Electron platform), on the same
 * origin as the API: Vite's `base` of electron.vite.config.ts, the server's /desktop/ route and the
 * page the desktop shell opens (docs/desktop.md).
 */
export const DESKTOP_BASE_PATH = '/desktop/';

/** Check-in scanner (spec networking §9). */
export const SCANNER_FPS = 10;
export const SCAN_BOX_PX = 250;
export const SCANNER_ZOOM = 3;
/** One ticket lookup per this long at most, whatever the camera sees. */
export const SCAN_LOOKUP_THROTTLE_MS = 2000;
/** Handheld (keyboard-wedge) input is processed this long after the last key. */
export const HANDHELD_INPUT_DELAY_MS = 1000;

/** DECISIONS 17: badge size and resolutions. */
export const DEFAULT_BADGE_MM = { width: 90, height: 120 } as const;
export const PRINT_DPI = 300;
export const PREVIEW_DPI = 72;
/** Self-service kiosk: back to the start screen this long after a result. */
export const KIOSK_RESULT_RESET_MS = 8000;

/**
 * Server print queue: a claim whose station has neither reported nor renewed it for this long may
 * be taken over by another station (the first one crashed or lost its network). docs/badges.md
 * explains the trade-off.
 */
export const PRINT_JOB_CLAIM_TIMEOUT_MS = 2 * 60 * 1000;
/** A station renews its claim this often while the badge waits at its printer (out of paper…). */
export const PRINT_JOB_CLAIM_RENEW_MS = 30 * 1000;

/** Participant profile (spec networking §3, §5, §9). A profile is complete at this many points. */
export const PROFILE_COMPLETE_POINTS = 5;
/** DECISIONS 13: industries and values take at most this many selections each. */
export const PROFILE_MAX_SELECTIONS = 8;
/** Avatar sizes in px (spec networking §9): the profile photo is stored at each. */
export const AVATAR_SIZES = { sm: 24, md: 32, lg: 40, xl: 72 } as const;
/** What a profile photo may be (spec networking §5: jpeg or png), at most IMAGE_MAX_BYTES. */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Attendee directory (spec networking §7): the search asks this long after the last keystroke. */
export const PARTICIPANT_SEARCH_DEBOUNCE_MS = 400;
/** Spec networking §9: on mobile a modal of the area closes on a downward swipe longer than this. */
export const SWIPE_CLOSE_PX = 70;
/** Spec networking §9: a speaker's details show their sessions this many at a time. */
export const SPEAKER_SESSIONS_PAGE = 4;

/** Participant rights (spec core §3 Participant.rights, §6). */
export const PARTICIPANT_RIGHTS = {
  /** Pre-book a meeting for an attendee, act on their agenda, and see it. */
  onBehalfMeeting: 'onbehalfmeeting',
  /** Reserve a table: book a meeting of one's own without an invitation. */
  reserveTable: 'reserveatable',
  inviteParticipant: 'inviteparticipant',
} as const;

/** Spec networking §9: a chat's history loads this many messages per page, older first on scroll. */
export const CHAT_PAGE_SIZE = 20;
/**
 * The longest chat message, in characters after normalization (the spec gives none; Mattermost
 * allows 16,383). 2,000 keeps one message well inside a NOTIFY payload (server/live/bus.ts).
 */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
