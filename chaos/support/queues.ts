/**
 * Reads `rabbitmqctl list_queues -q name messages`: each queue's messages, ready and unacknowledged. A line that
 * is not a name and a count fails the read (a queue skipped would look drained).
 */
export function parseQueueList(stdout: string): Record<string, number> {
  const depths: Record<string, number> = {};
  for (const line of stdout.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^(\S+)\s+(\d+)$/.exec(line.trim());
    if (!match) throw new Error(`unexpected line in rabbitmqctl list_queues: ${JSON.stringify(line)}`);
    depths[match[1]!] = Number(match[2]);
  }
  return depths;
}
