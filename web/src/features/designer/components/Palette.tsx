import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';
import { paletteFor } from '../palette/tool-catalogue';
import { sameTool, toolKey } from '../tools/tool.types';

/** The tool palette grouped per play type: the basics, field pieces (setup mode), then offense, defense and other (or drill). */
export function Palette({ editor }: { editor: DesignerEditor }) {
  const { tool, state, readOnly } = useDesigner(editor);
  const sections = paletteFor(editor.family, state.play.type, state.play.fieldSetup);
  return (
    <nav className="designer-palette" aria-label="Tools">
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
              {group.tools.map((entry) => (
                <button
                  key={toolKey(entry.tool)}
                  type="button"
                  className="designer-tool"
                  aria-pressed={sameTool(tool, entry.tool)}
                  disabled={readOnly && entry.tool.kind !== 'select'}
                  onClick={() => editor.setTool(entry.tool)}
                >
                  {entry.name}
                </button>
              ))}
            </div>
          ))}
        </section>
      ))}
    </nav>
  );
}
