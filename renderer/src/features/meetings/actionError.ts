import { describeError, messageText, type Translate } from '../../api/errorMessage';

/**
 * A refused flow action in words (spec core §8). The server names the field a refusal is about
 * (invitationId for a request answered meanwhile, MST-00141; slotId for a slot taken meanwhile,
 * MST-00131), but no screen of the flow has such an input, so the code's own text is shown rather
 * than errorText's "something entered was not accepted".
 */
export const actionErrorText = (err: unknown, t: Translate): string => messageText(describeError(err), t);
