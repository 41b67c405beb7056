/**
 * The page a render browser loads once per job: every frame's SVG is sent in one go and shown by index, so
 * each captured frame costs one evaluate and one capture, and the page never runs a real-time animation. The
 * still background (#bg, its own compositing layer) holds the field when it is the same in every frame, so it
 * is rasterised once per job instead of once per frame.
 */
export function framePageHtml(width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:#fff}
#bg,#stage{position:absolute;left:0;top:0;width:${width}px;height:${height}px}
#bg>svg,#stage>svg{display:block;width:${width}px;height:${height}px}
#bg{will-change:transform}
</style></head><body><div id="bg"></div><div id="stage"></div><script>
window.__frames = [];
window.__background = function (svg) { document.getElementById('bg').innerHTML = svg; };
window.__show = function (i) { document.getElementById('stage').innerHTML = window.__frames[i]; return i; };
</script></body></html>`;
}
