import { Paper, Title, type PaperProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface SectionCardProps extends PaperProps {
  title: string;
  children: ReactNode;
  /** Given, the card is the form itself (labelled by its title), as the profile and team forms are. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/** A titled card holding one section or form of a page. */
export function SectionCard({ title, children, onSubmit, ...paper }: SectionCardProps) {
  const heading = (
    <Title order={2} size="h3" mb="sm">
      {title}
    </Title>
  );
  if (onSubmit) {
    return (
      <Paper
        component="form"
        withBorder
        p="lg"
        mb="md"
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        {...paper}
      >
        {heading}
        {children}
      </Paper>
    );
  }
  return (
    <Paper component="section" withBorder p="lg" mb="md" aria-label={title} {...paper}>
      {heading}
      {children}
    </Paper>
  );
}
