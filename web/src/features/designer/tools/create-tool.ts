import { LineTool } from './line.tool';
import { PlaceTool } from './place.tool';
import { SelectTool } from './select.tool';
import type { Tool, ToolId } from './tool.types';

export function createTool(id: ToolId): Tool {
  switch (id.kind) {
    case 'select':
      return new SelectTool();
    case 'move':
    case 'pass':
    case 'shoot':
    case 'option':
    case 'assign':
      return new LineTool(id);
    default:
      return new PlaceTool(id);
  }
}
