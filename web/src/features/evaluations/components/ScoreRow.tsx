import { Group, Text, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import classes from './ScoreRow.module.css';

interface ScoreRowProps {
  criterion: string;
  max: number;
  value: number | undefined;
  onChange: (score: number | undefined) => void;
  /** Moves the focus to the next criterion (after a digit, Enter or ArrowDown) or the previous one (ArrowUp). */
  onAdvance: (step: 1 | -1) => void;
}

/** The digit a key gives on this scale: 1..9 as typed, 0 is 10 on a ten-point scale. */
export function scoreOfKey(key: string, max: number): number | null {
  if (!/^[0-9]$/.test(key)) return null;
  const digit = key === '0' ? 10 : Number(key);
  return digit >= 1 && digit <= max ? digit : null;
}

/**
 * One criterion scored with a radio group of 1..max. Built for speed with the keyboard: a digit scores and moves
 * on (0 is 10), arrows left/right change the score, up/down and Enter move between criteria, Backspace clears.
 */
export function ScoreRow({ criterion, max, value, onChange, onAdvance }: ScoreRowProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const score = scoreOfKey(event.key, max);
    if (score !== null) {
      event.preventDefault();
      onChange(score);
      onAdvance(1);
      return;
    }
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = Math.min(max, Math.max(1, (value ?? 0) + (event.key === 'ArrowRight' ? 1 : -1)));
      onChange(next);
      (event.currentTarget.querySelector(`[data-score="${next}"]`) as HTMLElement | null)?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'Enter') {
      event.preventDefault();
      onAdvance(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      onAdvance(-1);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onChange(undefined);
    }
  };
  const focusable = value ?? 1;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" className={classes.row} data-criterion={criterion}>
      <Text id={`criterion-${criterion}`} size="sm" tt="capitalize" miw={140} style={{ flex: '1 1 140px' }}>
        {criterion}
      </Text>
      <Group
        role="radiogroup"
        aria-labelledby={`criterion-${criterion}`}
        gap={4}
        wrap="nowrap"
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: max }, (_, i) => i + 1).map((score) => (
          <UnstyledButton
            key={score}
            role="radio"
            aria-checked={value === score}
            aria-label={String(score)}
            data-score={score}
            tabIndex={score === focusable ? 0 : -1}
            className={classes.score}
            data-checked={value === score || undefined}
            onClick={() => onChange(value === score ? undefined : score)}
          >
            {score}
          </UnstyledButton>
        ))}
      </Group>
    </Group>
  );
}
