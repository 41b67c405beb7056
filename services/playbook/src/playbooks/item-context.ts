import type { PlaybookContext } from './playbook-access.service';
import type { ItemContext } from './playbook.rules';

/**
 * What the item action rules need to know about a saved item of this playbook, for this user: read-only unless
 * the playbook is writable for them, not a proxy, unless the item says otherwise.
 */
export function itemContextOf(
  context: Pick<PlaybookContext, 'kind' | 'role' | 'flags' | 'writable'>,
  item: { readOnly?: boolean; proxy?: boolean } = {},
): ItemContext {
  return {
    playbookType: context.kind,
    role: context.role,
    flags: context.flags,
    readOnly: item.readOnly ?? !context.writable,
    saved: true,
    proxy: item.proxy ?? false,
  };
}
