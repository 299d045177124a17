/**
 * How the client reacts to each code of the server's error catalogue (spec §8): the toast kind,
 * its text, and what happens next. The map is exhaustive over `ErrorCode` (the schema's enum of
 * every catalogue code), so a new code without a reaction fails the typecheck. The reaction is
 * chosen by code, never by the English message. Pure, so the rules are tested without a browser.
 */
import type { introspection } from './graphql-env.d.ts';

export type ErrorCode = introspection['types']['ErrorCode']['enumValues'];

export type ToastKind = 'error' | 'success' | 'warning' | 'info' | 'rewards' | 'ticket-closed';

export interface ServerSignal {
  message: string;
  code?: string | null;
  /** values the refusal carries (`extensions.details`); `$name` in a text is filled from them */
  details?: Record<string, unknown> | null;
}

export interface Reaction {
  kind: ToastKind;
  /** English text (the catalogue's, or the client's own); the UI translates it through the `server` namespace */
  text: string;
  /** what follows the toast */
  next?: 'clear-and-home' | 'select-profile' | 'change-password';
  /** shown even by a screen that shows its own refusals (sessions, limits) */
  always?: boolean;
  /** the server's message names the field ('Count must be a whole number'): shown as the server says it */
  namesField?: boolean;
}

export const NETWORK_FAILURE = "Can't connect to the server right now. Please try again later.";
export const LOGIN_WITHOUT_RESULT = 'Error during login';
export const UNKNOWN = 'Unknown error, contact support';
export const PASSWORD_CHANGE_REQUIRED = 'Please set a new password before you continue.';

const refusal = (text: string): Reaction => ({ kind: 'error', text });

/** Every catalogue code's reaction. */
export const REACTIONS: Record<ErrorCode, Reaction> = {
  ACCOUNT_NOT_FOUND: refusal('Account not found'),
  ACTIVATION_FAILED: refusal('This activation link is invalid or has expired'),
  ADMIN_UNTOUCHABLE: refusal('An admin account cannot be suspended'),
  ALLIANCE_NOT_FOUND: refusal('Alliance not found'),
  ALREADY_APPLIED: refusal('You already applied to this alliance'),
  ALREADY_CLAIMED: refusal('This reward has already been claimed'),
  ALREADY_MEMBER: refusal('You are already in an alliance'),
  ALREADY_REPORTED: refusal('You reported this message already'),
  ALREADY_REVIEWED: refusal('This registration was already reviewed'),
  AVATAR_CHANGE_FAILED: refusal('Avatar change failed'),
  BAD_INPUT: { kind: 'error', text: 'Input is not valid', namesField: true },
  BAD_NAME: refusal('Alliance name must have 3 to 30 letters, digits or spaces'),
  BAD_PRICE: refusal('Price must be a positive number'),
  BAD_REQUEST: refusal('Subscriptions run over the WebSocket at /graphql-ws'),
  BAD_STAKE: refusal('Stake must be a whole number of credits within the limits shown'),
  BAD_TAG: refusal('Alliance TAG must have 2 to 5 letters or digits'),
  BAD_TARGET: refusal('Invalid celestial object, contact support'),
  BASE_NOT_FOUND: refusal('Invalid celestial object, contact support'),
  BASH_LIMIT: refusal('Attack limit reached for this base, next attack can land at $until UTC'),
  BOT_NAME_TAKEN: refusal('The name $name belongs to a commander who is not a bot'),
  BUILDING_BEING_BUILT: refusal('Building is being build'),
  BUILDING_UPGRADING: refusal('Building is upgrading'),
  CANCEL_FAILED: refusal('This is already finished'),
  CAPTCHA_FAILED: refusal('Captcha verification failed, please try again'),
  CATALYST_MAX: refusal('This catalyst is at its highest level'),
  COMMENT_NOT_FOUND: refusal('Message not found'),
  COMMENT_PACE: refusal('You are writing too fast, wait a moment'),
  COMPLEXITY_REACHED: {
    kind: 'error',
    text: 'You have exceeded complexity limit. Please create support ticket.',
    always: true,
  },
  CONVOY_CAPACITY: refusal('The convoy cannot carry that much'),
  CONVOY_SELF: refusal('A convoy goes to another commander'),
  CORES_MAX: refusal('You hold as many cores as you can'),
  CORE_EMPTY: refusal('Refine a catalyst before embracing this core'),
  CORE_NOT_FOUND: refusal('Core not found'),
  DAILY_CAP: refusal('The smuggler takes no more wagers from you today'),
  EMAIL_FORMAT: refusal('Email must have valid format'),
  EMBRACE_COOLDOWN: refusal("You can't activate Embrace yet."),
  EMPTY_COMMENT: refusal('Write something first'),
  EVENT_ALREADY_JOINED: refusal('You already take part in this event'),
  EVENT_BAD_TYPE: refusal('Choose one of the five events'),
  EVENT_COOLDOWN: refusal("You can't participate in a new event yet."),
  EVENT_IN_PAST: refusal('An event starts now or later'),
  EVENT_NOT_FOUND: refusal('Event not found'),
  EVENT_NOT_PARKED: refusal('This event is not waiting any more'),
  EVENT_NOT_RUNNING: refusal('This event is not running'),
  EVENT_OVER: refusal('This event is over'),
  EVENT_OVERLAPS: refusal('This event already runs in that world at that time'),
  EXPEL_FAILED: refusal('Expell reinforcement failed'),
  FEEDING_CAP: refusal('This commander cannot receive more from you today'),
  FLEETS_AROUND: refusal('A fleet of this commander is away or one is coming: move the base when none is'),
  GARRISON_FAILED: refusal('Failed to load garrison details'),
  HEALING_FAILED: refusal('Units healing failed'),
  HYPERDRIVE_FAILED: refusal('Hyperdrive jump failed'),
  INVALID_CODE: refusal('Wrong authentication code'),
  LOCATION_NOT_EMPTY: refusal('Location not empty'),
  LONG_COMMENT: refusal('Messages can have at most $max characters'),
  MAIL_NOT_FOUND: refusal('Mail not found'),
  MAIL_SENT: refusal('This mail was delivered already'),
  MESSAGE_LENGTH: refusal('Message minimum length is 20 and maximum length is 1000'),
  MISSING_UNITS: refusal('You have to have units to send them'),
  MISSION_FINISHED: refusal('Mission is already finished'),
  MISSION_IN_PROGRESS: refusal('Mission is already in progress'),
  MISSION_NOT_FOUND: refusal('Mission not found'),
  MUTED: refusal('You are muted in chat until $until UTC'),
  NAME_TAKEN: refusal('This alliance name or TAG is already taken'),
  NOTHING_CHANGED: refusal('Nothing to change: these are the settings already'),
  NOTHING_TO_CHANGE: refusal('Name at least one amount to change'),
  NOTHING_TO_CLAIM: refusal('There is nothing to claim'),
  NOT_AUTHENTICATED: { kind: 'warning', text: 'Not authenticated.', next: 'clear-and-home', always: true },
  NOT_AUTHORIZED: {
    kind: 'warning',
    text: 'You tried to access a restricted section without sufficient permissions.',
    always: true,
  },
  NOT_ENOUGH_CREDITS: refusal("You don't have enough credits"),
  NOT_ENOUGH_ITEMS: refusal('Not enough items'),
  NOT_ENOUGH_RESOURCES: refusal("You don't have enough resources"),
  NOT_MEMBER: refusal('You are not in an alliance'),
  NOT_RECALLABLE: refusal('This march can no longer be recalled'),
  NOT_SUSPENDED: refusal('This account is not suspended'),
  NOT_USABLE: refusal('This item is used at the Ephoran Vault'),
  NO_ADDRESS: refusal('No portal answers these symbols yet, try again later'),
  NO_AMOUNT: refusal('You need to select an amount'),
  NO_APPLICATION: refusal('This application is no longer open'),
  NO_COMMANDER: refusal('No commander of that name in this galaxy'),
  NO_CONVOY: refusal('Every convoy of your trading outpost is on the way'),
  NO_EMBASSY: refusal('You need an alliance embassy'),
  NO_INJURED: refusal('No injured troops to heal'),
  NO_MARCH_SLOT: refusal('All march slots are in use'),
  NO_OPEN_REPORTS: refusal('This message has no open reports'),
  NO_PORTAL_SHIELD: refusal('Your protection is not active'),
  NO_SHIELD: refusal('Your protection is not active'),
  NO_SMTP: refusal('No SMTP server is configured: mail is read in this outbox'),
  NO_SPEEDUPS: refusal('No speedups available'),
  NO_STATION: refusal('There is no trading station there'),
  NO_UNITS: refusal('You have to send at least one unit'),
  ORDER_NOT_OPEN: refusal('This order is no longer open'),
  OVER_CAPACITY: refusal('Not enough training capacity'),
  OWN_COMMENT: refusal('You cannot report your own message'),
  PAGE_TOO_LONG: refusal('A page can have at most $max characters'),
  PASSWORD_CHANGE_REQUIRED: { kind: 'warning', text: PASSWORD_CHANGE_REQUIRED, next: 'change-password', always: true },
  PAYLOAD_TOO_LARGE: refusal('Payload Too Large: a request body can be at most $maxBytes bytes'),
  PORTAL_ADDRESS: refusal('Portal failed to open, address is wrong'),
  PORTAL_ALLY: refusal('You cannot attack a member of your alliance'),
  PORTAL_ENERGY: refusal('Portal energy limit reached'),
  PORTAL_SHIELDED: refusal('Your portal is protected, cannot open'),
  PORTAL_TARGET_SHIELDED: refusal('Portal is protected, cannot connect'),
  PRICE_MOVED: refusal('The price has changed since you looked, trade again'),
  PROFILE_CREATE_FAILED: refusal('Error creating profile'),
  PROFILE_ENTER_FAILED: refusal('Error entering profile'),
  PROFILE_NOT_FOUND: refusal('Profile not found'),
  PROFILE_NOT_SELECTED: { kind: 'warning', text: 'Please select a profile.', next: 'select-profile', always: true },
  PURCHASE_FAILED: refusal('Item purchase failed'),
  PUSH_DEVICES_FULL: refusal('You can receive alerts on at most 10 devices: remove one first'),
  PUSH_DEVICE_NOT_FOUND: refusal('This device no longer receives alerts'),
  QUEUE_FULL: refusal('Queues are full'),
  QUEUE_LIMIT: refusal('No more queues can be bought'),
  RALLY_ALREADY_IN: refusal('You are already in this rally'),
  RALLY_CREATION_FAILED: refusal('Rally creation failed'),
  RALLY_FULL: refusal('The rally has room for $room more units'),
  RALLY_IN_PROGRESS: refusal('Rally is already in progress'),
  RALLY_JOIN_FAILED: refusal('Failed to join rally, please try again later'),
  RALLY_LEADER_LEAVES: refusal('The leader cancels the rally instead of leaving it'),
  RALLY_NOT_AVAILABLE: refusal('Rally not available'),
  RALLY_NOT_LEADER: refusal('Only the leader can cancel the rally'),
  RALLY_NOT_MEMBER: refusal('You are not in this rally'),
  RALLY_OWN: refusal('You cannot join your own rally'),
  RALLY_TOO_LATE: refusal('Your units cannot reach the rally before it leaves'),
  RATE_LIMITED: { kind: 'info', text: 'You have reached rate limit. Please try again in a few seconds.', always: true },
  REGISTRATION_FAILED: refusal('Registration failed'),
  REINFORCEMENT_CAPACITY: refusal('Not enough reinforcement capacity in this base'),
  REPORT_NOT_FOUND: refusal('Report not found'),
  REPORT_UNCLAIMED: refusal('Claim the rewards of this report before deleting it'),
  REQUIREMENT_MISSING: refusal('Required building does not have enough level'),
  RESEARCH_FAILED: refusal('Research failed'),
  RESEARCH_IN_PROGRESS: refusal('This research is already in progress'),
  ROLE_NOT_ALLOWED: refusal('Your alliance role does not allow this'),
  SAME_RESOURCE: refusal('Same resource'),
  SCOUT_FAILED: refusal('Scout failed'),
  SCOUT_STOP_FAILED: refusal('Scouting stop failed'),
  SEED_CHANGED: refusal('The dice have changed since you looked, roll again'),
  SELF_MESSAGE: refusal('You cannot write to yourself'),
  SEND_FAILED: refusal('Sending units failed, please try again later'),
  SHIELDED: refusal('Your planetary shield is active, cannot send units'),
  SHIELD_ACTIVE: refusal('Your protection is already active'),
  SHIELD_REARMING: refusal('Cannot activate protection, you have to wait 30 minutes after disabling it'),
  SPEED_LOCKED: refusal('The speed of a world can change only while no commander lives there'),
  SPEED_UP_FAILED: refusal('Speed up failed'),
  STATION_CHANGED_HANDS: refusal('The station changed hands, trade again'),
  SUBJECT_REQUIRED: refusal('Please give your message a subject'),
  SUBSCRIBE_FAILED: refusal('Error subscribing email'),
  SUSPENSION_IN_PAST: refusal('The end of a suspension must be in the future'),
  TASK_CLAIMED: refusal('This reward was already claimed'),
  TASK_NOT_FINISHED: refusal('This task is not finished yet'),
  TASK_UNKNOWN: refusal('Unknown error, contact support'),
  TAX_FAILED: refusal('Failed to change tax'),
  TELEPORT_FAILED: refusal('Teleport failed'),
  TEMPORARILY_BLOCKED: {
    kind: 'warning',
    text: 'Too many bad attempts. Account is temporarily blocked.',
    always: true,
  },
  TICKET_CLOSED: refusal('This ticket is already closed'),
  TICKET_NOT_FOUND: refusal('Ticket not found'),
  TOO_MANY_ORDERS: refusal('You keep as many orders as you can'),
  TOO_WEAK: refusal('This commander is under strength protection until $until UTC'),
  TRADE_EXISTS: refusal('This trade combination already exists'),
  TRADE_TOO_LARGE: refusal('The station cannot take that much in one trade'),
  TRADE_TOO_SMALL: refusal('Too little to fetch anything at this price'),
  TRAINING_FAILED: refusal('Units training failed'),
  TROOPS_EXCEED_SHIPS: refusal('Not enough space ships to deploy $troopDeployment ground units'),
  UNKNOWN: { kind: 'error', text: UNKNOWN },
  UNKNOWN_COMMANDER: refusal('There is no commander of that name in this world'),
  UNSUPPORTED_MEDIA_TYPE: refusal('Unsupported Media Type: send the request as application/json (got $got)'),
  UPGRADE_FAILED: refusal('Upgrade of the building failed'),
  USERNAME_CHANGE_FAILED: refusal('Username change failed'),
  USE_FAILED: refusal('This item is used elsewhere'),
  VAULT_START_FAILED: refusal('Failed to start Ephoran Vault'),
  WITHDRAW_FAILED: refusal('Withdraw units failed'),
  WORLD_FULL: refusal('Error creating profile'),
  WORLD_NAME_TAKEN: refusal('A world with this name already exists'),
  WORLD_NOT_FOUND: refusal('World not found'),
  ON_VACATION: refusal('You are on vacation: end it to give orders'),
  EMAIL_LINK_INVALID: refusal('This e-mail link is invalid or has expired'),
  EMAIL_SAME: refusal('This is your e-mail address already'),
  WRONG_PASSWORD: refusal('Current password is wrong'),
  REPORT_SHARE_NOT_FOUND: refusal('No report is shared under this link'),
  REPORT_SHARE_REVOKED: refusal('This report is no longer shared'),
  SOCIAL_SELF: refusal('You cannot choose yourself'),
  IGNORED: refusal('This commander does not accept your messages'),
  NOT_IGNORED: refusal('You do not ignore this commander'),
  YOU_IGNORE: refusal('You ignore this commander: stop ignoring them first'),
  FRIEND_ASKED: refusal('A friend request between you is already open'),
  ALREADY_FRIENDS: refusal('You are already friends'),
  NO_FRIEND_REQUEST: refusal('Friend request not available'),
  NOT_FRIENDS: refusal('You are not friends with this commander'),
  NETWORK_DECLARED: refusal('A shared network with this commander is already declared'),
  NO_NETWORK: refusal('Shared network declaration not available'),
  SHARED_NETWORK: refusal('You share a network with this commander: no convoys or attacks between you'),
  DIPLOMACY_LEADER_ONLY: refusal('Only the alliance leader can conduct diplomacy'),
  DIPLOMACY_SAME_ALLIANCE: refusal('An alliance has no relations with itself'),
  DIPLOMACY_UNKNOWN_ALLIANCE: refusal('There is no alliance of that TAG in this world'),
  DIPLOMACY_IN_FORCE: refusal('This relation is already in force'),
  DIPLOMACY_WAITING: refusal('A proposal between your alliances is already waiting'),
  DIPLOMACY_NOT_AVAILABLE: refusal('Relation not available'),
  PACT_IN_FORCE: refusal('Your alliances have a non-aggression pact: no attacks between their members'),
  SEARCH_SHORT: refusal('Search must have at least 2 characters'),
  TOOL_TOKENS_FULL: refusal('You can have at most $max active tool tokens'),
  TOOL_TOKEN_UNKNOWN: refusal('Tool token not found'),
  // fleet orders (decision 073)
  REPEAT_TOO_MANY: refusal('A base holds at most 3 repeat orders'),
  REPEAT_NO_TARGETS: refusal('Give the order at least one target'),
  REPEAT_TOO_MANY_TARGETS: refusal('A repeat order has at most 5 targets'),
  REPEAT_BAD_TARGET: refusal('A repeat order farms pirate ships and asteroids only'),
  REPEAT_BAD_THRESHOLD: refusal('The loss threshold is a whole percent from 0 to 90'),
  REPEAT_NOT_FOUND: refusal('There is no such repeat order'),
  CONTINGENCY_TOO_MANY: refusal('A base holds at most 3 contingency rules'),
  CONTINGENCY_BAD_MINUTES: refusal('A contingency rule fires from 1 to 60 minutes before the attack lands'),
  CONTINGENCY_NOT_FOUND: refusal('There is no such contingency rule'),
  REVERT_NOTHING: refusal('No entries match: nothing to revert'),
  REVERT_TOO_MANY: refusal('More than 5,000 entries match: narrow the selection'),
  REVERT_WINDOW: refusal('The time window must end after it starts'),
  REVERT_UNKNOWN_COMMANDER: refusal('No commander of that name in this galaxy'),
  VACATION_FLEETS_AWAY: refusal('Bring your fleets home before going on vacation'),
  VACATION_REINFORCING: refusal('Withdraw your reinforcements before going on vacation'),
  VACATION_IN_RALLY: refusal('Leave your rallies before going on vacation'),
  VACATION_INCOMING_ATTACK: refusal('You cannot go on vacation while an attack is on its way to you'),
  VACATION_OCCUPYING: refusal('Call your fleets home from the objects they hold before going on vacation'),
  VACATION_COOLDOWN: refusal('Your last vacation ended less than 7 days ago'),
  VACATION_ALREADY_ON: refusal('You are already on vacation'),
  VACATION_NOT_ON: refusal('You are not on vacation'),
  VACATION_TOO_SOON: refusal('A vacation lasts at least 48 hours'),
  // alliance webhooks (decision 074)
  WEBHOOK_BAD_URL: refusal('Webhook address must be an http or https URL without a user name or password'),
  WEBHOOK_PRIVATE: refusal('Webhook address must be public: it points into a private network'),
  WEBHOOK_UNRESOLVED: refusal('Webhook address does not resolve'),
  WEBHOOK_NO_KINDS: refusal('Choose at least one happening to send'),
  WEBHOOK_LIMIT: refusal('An alliance can have at most $max webhooks'),
  WEBHOOK_NOT_LEADER: refusal('Only the alliance’s leader manages its webhooks'),
  WEBHOOK_NOT_FOUND: refusal('Webhook not found'),
  // alliance help (decision 071)
  HELP_ITEM_GONE: refusal('This queue item is no longer running'),
  HELP_ALREADY_ASKED: refusal('You already asked your alliance for help with this'),
  HELP_NOT_FOUND: refusal('Help request not found'),
  HELP_OWN_ITEM: refusal('You cannot help with your own queue'),
  HELP_NOT_ALLY: refusal('Only members of the same alliance can help'),
  HELP_ALREADY_GIVEN: refusal('You already helped with this'),
  HELP_CAP_REACHED: refusal('This item has all the help it can get'),
  // the operations planner (decision 071)
  OP_ROLE: refusal('Only leaders and officers plan operations'),
  OP_NO_TARGETS: refusal('Pick at least one target'),
  OP_TOO_MANY_TARGETS: refusal('An operation has at most 5 targets'),
  OP_LANDING_PAST: refusal('The landing time must be in the future'),
  OP_LANDING_TOO_FAR: refusal('An operation lands within the next 7 days'),
  OP_NOT_FOUND: refusal('Operation not found'),
  OP_BAD_TARGET: refusal('Pick one of the operation’s targets'),
  OP_TOO_LATE: refusal('Your fleet cannot land by then: the earliest it could land is $earliest UTC'),
  OP_ALREADY_JOINED: refusal('You already joined this operation'),
  OP_TOO_EARLY: refusal('It is not your launch time yet: launch at $launchAt UTC'),
  OP_MISSED: refusal('Your launch window has passed: the fleet would land at $landsAt UTC, after the others'),
  OP_NOT_JOINED: refusal('You have not joined this operation'),
  OP_LAUNCHED: refusal('Your wave of this operation has left already'),
  TARGET_ON_VACATION: refusal('This commander is on vacation'),
  PLAN_FULL: refusal('A build plan holds at most 10 steps'),
  PLAN_TARGET_UNKNOWN: refusal('There is no such building or research'),
  PLAN_AT_MAX_LEVEL: refusal('The plan already takes this to its highest level'),
  PLAN_STEP_NOT_FOUND: refusal('This step is not in your plan'),
  SITTER_CANNOT: refusal('A sitter cannot do this'),
  SITTING_ENDED: refusal('You are not sitting this base (the grant has ended or was revoked)'),
  SITTING_SELF: refusal('You cannot sit your own base'),
  SITTING_LINKED: refusal('Accounts linked by shared sign-ins or a shared network cannot sit for each other'),
  SITTING_TOO_LONG: refusal('A sitter is named for 1 to 48 hours'),
  SITTING_TOO_MANY: refusal('A base has at most 2 sitters at a time'),
  SITTING_BUDGET: refusal('A base is sat at most 10 days in any 30'),
  SITTING_ALREADY: refusal('This commander is sitting your base already'),
  SITTING_UNKNOWN: refusal('There is no commander of that name in this world'),
  SITTING_NO_GRANT: refusal('This sitter has no grant in force'),
  WORLD_CLOSED: refusal('This world has ended: its hall of fame keeps the final rankings'),
  REGISTRATION_CLOSED: refusal('Registration for this world has closed: join a world that is still open'),
};

const NETWORK: Reaction = { kind: 'error', text: NETWORK_FAILURE, always: true };

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(REACTIONS, code);

/** `$name` placeholders of a text filled from a refusal's details. */
export function fillText(text: string, details?: Record<string, unknown> | null): string {
  if (!details) return text;
  return text.replace(/\$([a-zA-Z]+)/g, (m, name: string) => (name in details ? String(details[name]) : m));
}

export function reactionFor(signal: ServerSignal | 'network'): Reaction {
  if (signal === 'network' || signal.code === 'NETWORK') return NETWORK;
  const { message, code } = signal;
  if (isErrorCode(code)) {
    const r = REACTIONS[code];
    return r.namesField && message ? { ...r, text: message } : r;
  }
  // a code the client does not know (a newer server): the server's words
  return { kind: 'error', text: message || UNKNOWN };
}

/** Toast durations of spec §9: 3 s by default, 15 s for errors, ticket-closed stays open. */
export function toastDuration(kind: ToastKind): number {
  if (kind === 'ticket-closed') return Number.POSITIVE_INFINITY;
  if (kind === 'error') return 15_000;
  return 3_000;
}
