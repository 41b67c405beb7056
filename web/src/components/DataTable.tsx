import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { usePhoneLayout } from '../theme/use-phone-layout';

export interface Column<Row> {
  key: string;
  /** The column's heading; on a phone card it labels the value. */
  header: string;
  /** A heading only screen readers get (an actions column shows no text). */
  hiddenHeader?: boolean;
  render: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** The column a phone card shows as its title (the rest are label: value lines); the first by default. */
  titleColumn?: string;
  rowProps?: (row: Row) => HTMLAttributes<HTMLElement>;
}

/**
 * A list of records: a kit Table on desktop; on a phone (issue 13: nothing wider than the screen) one card per
 * row, its title column first and every other non-empty value under its column's name.
 */
export function DataTable<Row>({ label, rows, columns, rowKey, titleColumn, rowProps }: DataTableProps<Row>) {
  const phone = usePhoneLayout();
  if (phone) {
    const title = columns.find((column) => column.key === titleColumn) ?? columns[0]!;
    const rest = columns.filter((column) => column !== title);
    return (
      <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder p="sm" {...rowProps?.(row)}>
            <Text fw={600}>{title.render(row)}</Text>
            {rest.map((column) => {
              const value = column.render(row);
              if (value === null || value === undefined || value === '' || value === false) return null;
              return (
                <Group key={column.key} gap="xs" mt={4} wrap="wrap">
                  {!column.hiddenHeader && (
                    <Text size="sm" c="dimmed" miw={72}>
                      {column.header}
                    </Text>
                  )}
                  <Text component="div" size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </Group>
              );
            })}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} aria-label={column.hiddenHeader ? column.header : undefined}>
                {column.hiddenHeader ? null : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
