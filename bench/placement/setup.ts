/** What the server process hands the benchmark once it listens (`READY <json>`). */
export interface BenchSetup {
  readonly port: number;
  readonly players: readonly {
    readonly username: string;
    readonly password: string;
    readonly accountId: number;
  }[];
  /** Open pre-match selections, one per event, kick-off at least two hours away. */
  readonly selections: readonly {
    readonly outcomeId: number;
    readonly marketId: number;
    readonly eventId: number;
  }[];
}
