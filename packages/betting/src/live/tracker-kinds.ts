/**
 * What a match tracker's play-by-play says happened (issue 12, beyond the spec;
 * docs/decisions.md "Match tracker"): one list for the simulator that makes the incidents, the
 * contract that carries them and the web that draws them.
 */
export const TRACKER_KINDS = [
  'period_start',
  'period_end',
  'attack',
  'dangerous_attack',
  'shot_on_target',
  'shot_off_target',
  'goal',
  'corner',
  'free_kick',
  'yellow_card',
  'red_card',
  'point',
  'foul',
  'timeout',
  // Tennis (a point won on an ace, a point lost on a double fault; other points are `point`).
  'ace',
  'double_fault',
  // Volleyball (a rally point won at the net by a block, one lost on a service error; an ace
  // as in tennis; other rally points are `point`).
  'block',
  'service_error',
  // American football (a kick-off, a snap from scrimmage, a punt; the scores; the ball changing
  // hands on an interception, a lost fumble or a failed fourth down).
  'kickoff',
  'play',
  'punt',
  'touchdown',
  'extra_point',
  'field_goal',
  'safety',
  'interception',
  'fumble',
  'turnover_on_downs',
  // Cricket, ball by ball (a dot ball, 1–3 runs run, a four, a six, a wicket, a wide; the
  // script has no no-balls or other extras).
  'dot_ball',
  'runs',
  'four',
  'six',
  'wicket',
  'wide',
  // Baseball, plate appearance by plate appearance (docs/decisions.md "Baseball tracker"): how
  // each ended, as Statcast names it (a fielded out, a sacrifice fly that scores a run).
  'strikeout',
  'walk',
  'single',
  'double',
  'triple',
  'home_run',
  'field_out',
  'sac_fly',
] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];
