/**
 * The page a render browser loads once per job: every frame's SVG is sent in one go and shown by index, so
 * each captured frame costs one evaluate and one capture, and the page never runs a real-time animation.
 */
export function framePageHtml(width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:#fff}
#stage,#stage>svg{display:block;width:${width}px;height:${height}px}
</style></head><body><div id="stage"></div><script>
window.__frames = [];
window.__show = function (i) { document.getElementById('stage').innerHTML = window.__frames[i]; return i; };
</script></body></html>`;
}
