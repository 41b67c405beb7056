import { Partitioners } from 'kafkajs';
import { IN_PROCESS_PARTITIONS } from './in-process/in-process-broker';
import { partitionForKey } from './partition';

describe('partitionForKey', () => {
  const kafkaPartitioner = Partitioners.DefaultPartitioner();
  const kafkaPartition = (key: string, count: number) =>
    kafkaPartitioner({
      topic: 't',
      partitionMetadata: Array.from({ length: count }, (_, i) => ({
        partitionErrorCode: 0,
        partitionId: i,
        leader: 0,
        replicas: [0],
        isr: [0],
      })),
      message: { key, value: null },
    });

  it('agrees with the kafkajs default partitioner (Java murmur2) for keys of every length', () => {
    const keys = [
      '',
      'a',
      'ab',
      'abc',
      'abcd',
      'team-1',
      '0195f7a0-0000-7000-8000-000000000000',
      'ünïcødé ключ',
    ];
    for (let i = 0; i < 200; i++) keys.push(`key-${i}-${'x'.repeat(i % 7)}`);
    for (const count of [1, 3, 8, 12]) {
      for (const key of keys) expect(partitionForKey(key, count)).toBe(kafkaPartition(key, count));
    }
  });

  it('is stable and spreads keys over the in-process partitions', () => {
    const used = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const p = partitionForKey(`team-${i}`, IN_PROCESS_PARTITIONS);
      expect(p).toBe(partitionForKey(`team-${i}`, IN_PROCESS_PARTITIONS));
      used.add(p);
    }
    expect(used.size).toBe(IN_PROCESS_PARTITIONS);
  });
});
