/**
 * Turns on the embedded database's one connection. PGlite runs one thing at a time and queues
 * the rest in arrival order, so under a burst of writes a one-statement read (the home page's,
 * a session's token) waited behind every transaction queued before it: seconds, at a queue
 * filling up. Here a statement waits for at most the transaction running now: when it ends,
 * every statement that arrived meanwhile goes first (together — the worker runs them back to
 * back), then the next transaction. Transactions keep their arrival order among themselves.
 *
 * A transaction's own statements do not pass through here: they run on the connection it holds.
 */
export class Turns {
  private statements: (() => void)[] = [];
  private transactions: (() => void)[] = [];
  private inTransaction = false;

  /** One autocommitted statement (or any single call to the worker). */
  statement<T>(run: () => Promise<T>): Promise<T> {
    if (!this.inTransaction && this.transactions.length === 0) return run();
    return new Promise<void>((resolve) => {
      this.statements.push(resolve);
    }).then(run);
  }

  /** A whole transaction, from BEGIN to COMMIT or ROLLBACK. */
  async transaction<T>(run: () => Promise<T>): Promise<T> {
    if (this.inTransaction || this.transactions.length > 0) {
      await new Promise<void>((resolve) => this.transactions.push(resolve));
    } else {
      this.inTransaction = true;
    }
    try {
      return await run();
    } finally {
      this.inTransaction = false;
      this.next();
    }
  }

  /** Statements waiting, all of them; then the next transaction, which holds the turn until it ends. */
  private next(): void {
    const statements = this.statements;
    this.statements = [];
    for (const go of statements) go();
    const transaction = this.transactions.shift();
    if (transaction) {
      this.inTransaction = true;
      transaction();
    }
  }

  /** For tests: how many wait. */
  get waiting(): { statements: number; transactions: number } {
    return { statements: this.statements.length, transactions: this.transactions.length };
  }
}
