import { sceneColours } from '@chalktalk/play-render';
import { ActionIcon, Tooltip } from '@mantine/core';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';
import { onRovingKeyDown } from '../palette/roving-focus';
import { paletteFor, type PaletteTool } from '../palette/tool-catalogue';
import { sameTool, toolKey, type ToolId } from '../tools/tool.types';

interface PaletteProps {
  editor: DesignerEditor;
  /** Called after a tool is chosen (the phone layout closes its drawer then). */
  onChosen?: () => void;
}

/**
 * The tool palette grouped per play type: the basics, field pieces (setup mode), then offense, defense and
 * other (or drill). Every tool and named group shows its icon with its name as tooltip and accessible name.
 * One tab stop: Tab lands on the armed tool, the arrow keys (Home, End) move between tools.
 */
export function Palette({ editor, onChosen }: PaletteProps) {
  const tool = useDesignerValue(editor, (s) => s.tool);
  const type = useDesignerValue(editor, (s) => s.state.play.type);
  const fieldSetup = useDesignerValue(editor, (s) => s.state.play.fieldSetup);
  const theme = useDesignerValue(editor, (s) => s.state.play.theme);
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  const sections = paletteFor(editor.family, type, fieldSetup);
  const colours = sceneColours(theme);
  const offered = sections.flatMap((s) => s.groups.flatMap((g) => g.tools.map((entry) => entry.tool)));
  // The tab stop: the armed tool, or the first one when the armed tool is not offered here.
  const tabStop: ToolId = offered.find((id) => sameTool(id, tool)) ?? offered[0]!;
  const choose = (entry: PaletteTool) => {
    editor.setTool(entry.tool);
    onChosen?.();
  };
  return (
    <nav className="designer-palette" aria-label="Tools" onKeyDown={onRovingKeyDown}>
      <Tooltip.Group openDelay={300} closeDelay={100}>
        {sections.map((section) => (
          <section key={section.id} aria-label={section.name} className="designer-palette__section">
            <h3>{section.name}</h3>
            {section.groups.map((group) => (
              <div
                key={group.id}
                role="group"
                aria-label={group.name || group.tools[0]!.name}
                className="designer-palette__group"
              >
                {group.name && (
                  <Tooltip label={group.name}>
                    <span className="designer-palette__group-icon" data-group-icon={group.id}>
                      <group.icon size={16} aria-hidden />
                    </span>
                  </Tooltip>
                )}
                {group.tools.map((entry) => {
                  const pressed = sameTool(tool, entry.tool);
                  return (
                    <Tooltip key={toolKey(entry.tool)} label={entry.name} events={TOOLTIP_EVENTS}>
                      <ActionIcon
                        size="lg"
                        variant={pressed ? 'filled' : 'default'}
                        aria-label={entry.name}
                        aria-pressed={pressed}
                        data-roving
                        data-tool={toolKey(entry.tool)}
                        tabIndex={sameTool(tabStop, entry.tool) ? 0 : -1}
                        disabled={readOnly && entry.tool.kind !== 'select'}
                        onClick={() => choose(entry)}
                      >
                        <entry.icon
                          size={20}
                          aria-hidden
                          color={entry.tint && !pressed ? colours[entry.tint] : undefined}
                        />
                      </ActionIcon>
                    </Tooltip>
                  );
                })}
              </div>
            ))}
          </section>
        ))}
      </Tooltip.Group>
    </nav>
  );
}

/** Tooltips also open on keyboard focus, so a keyboard user hears and sees each tool's name. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: false };
