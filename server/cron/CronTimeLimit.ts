/** A run that went past its task's time limit: recorded failed with CRON_TEXTS.timedOut. */
export class CronTimeLimit extends Error {
  constructor() {
    super('the scheduled task ran past its time limit');
    this.name = 'CronTimeLimit';
  }
}
