/** The demo sign-ins the seed creates; `serve` prints them and docs/demo.md lists them. */

export const DEMO_PASSWORD = 'Lanyard2026';

export type DemoRole = 'organizer' | 'checkin' | 'booth' | 'speaker' | 'attendee' | 'moderator' | 'newcomer';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  name: string;
  surname: string;
  timezone: string;
  /** What the account is for, as `serve` prints it. */
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'organizer',
    email: 'organizer@lanyard.test',
    name: 'Zeynep',
    surname: 'Kaya',
    timezone: 'Europe/Istanbul',
    description: 'organizer of the live, the upcoming and the restricted event',
  },
  {
    role: 'checkin',
    email: 'checkin@lanyard.test',
    name: 'Mert',
    surname: 'Demir',
    timezone: 'Europe/Istanbul',
    description: 'check-in admin at the live event',
  },
  {
    role: 'booth',
    email: 'booth@lanyard.test',
    name: 'Elif',
    surname: 'Şahin',
    timezone: 'Europe/Istanbul',
    description: 'owner of the Anatolia Robotics booth; exhibitor at the restricted event',
  },
  {
    role: 'speaker',
    email: 'speaker@lanyard.test',
    name: 'Daniel',
    surname: 'Okafor',
    timezone: 'Europe/London',
    description: 'speaks at sessions of the live event',
  },
  {
    role: 'attendee',
    email: 'attendee@lanyard.test',
    name: 'Lucía',
    surname: 'Fernández',
    timezone: 'Europe/Madrid',
    description: 'attends the live, the upcoming, the past and the restricted event',
  },
  {
    role: 'moderator',
    email: 'moderator@lanyard.test',
    name: 'Anna',
    surname: 'Volkova',
    timezone: 'Europe/Istanbul',
    description: 'moderates sessions of the live event',
  },
  {
    role: 'newcomer',
    email: 'newcomer@lanyard.test',
    name: 'Kenji',
    surname: 'Watanabe',
    timezone: 'America/New_York',
    description: 'registered for the upcoming event, profile still empty (the profile wizard opens)',
  },
];
