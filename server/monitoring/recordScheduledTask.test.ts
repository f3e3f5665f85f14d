import { describe, expect, it } from 'vitest';
import { processRegistry } from './processRegistry';
import { recordScheduledTask } from './recordScheduledTask';

describe('recordScheduledTask', () => {
  it('counts runs by task and outcome for /metrics, and passes a failure on', async () => {
    await recordScheduledTask('test_chore', async () => undefined);
    await recordScheduledTask('test_chore', async () => undefined);
    await expect(recordScheduledTask('test_chore', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    const text = await processRegistry().metrics();
    expect(text).toMatch(/^platon_scheduled_task_duration_seconds_count\{task="test_chore",outcome="done"\} 2$/m);
    expect(text).toMatch(/^platon_scheduled_task_duration_seconds_count\{task="test_chore",outcome="failed"\} 1$/m);
  });
});
