// `npx tsx tools/bench/trace-tasks.ts <trace.json>...`: the long tasks of a page's main thread in a
// Chromium trace (`npm run bench:web -- --trace` writes one per run), and what each spent its time on,
// to find what Lighthouse's Total Blocking Time is made of (docs/performance.md "Finding what blocks").
// Lighthouse's mobile preset computes TBT as if the CPU were 4 times slower: a task of 12.5 ms here
// is a long task (50 ms) there, and blocks for 4 × its time − 50 ms. Prints figures; no verdict.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** How much slower Lighthouse's mobile preset takes the CPU to be. */
const CPU_SLOWDOWN = 4;
/** A task longer than this (after the slowdown) blocks. */
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string };
  args?: {
    name?: string;
    data?: Record<string, unknown> & { url?: string; scriptId?: number; functionName?: string; cpuProfile?: CpuProfile; timeDeltas?: number[] };
    animation_frame_script_timing_info?: { invoker_type?: string; property_like_name?: string; class_like_name?: string; source_location_url?: string; source_location_function_name?: string };
  };
}

interface CpuProfile {
  nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
}

const shortUrl = (url: unknown): string => (typeof url === 'string' && url !== '' ? url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js') : '(no script)');

/** What an event's own time was spent on, grouped; `moduleUrl` names the module a v8.evaluateModule ran. */
function labelOf(event: TraceEvent, moduleUrl: (event: TraceEvent) => string | undefined): string {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${shortUrl(data?.url)}`;
    case 'v8.evaluateModule':
      return `evaluate ${shortUrl(moduleUrl(event))}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'CompileScript':
      return `compile ${shortUrl(data?.url)}`;
    case 'FunctionCall':
      return `js ${shortUrl(data?.url)}`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'gc';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    default:
      return event.name;
  }
}

/** The renderer main thread that ran the most after the page's navigation started. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number; start: number } | undefined {
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) return undefined;
  const [pid, tid] = key.split(':').map(Number) as [number, number];
  const navigation = events.filter((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame === true && String(e.args.data.documentLoaderURL ?? '').startsWith('http'));
  return { pid, tid, start: navigation.at(-1)?.ts ?? events.find((e) => e.pid === pid && e.tid === tid)?.ts ?? 0 };
}

/** Self time (ms) per label of the events inside [from, to] on one thread. */
function selfTimes(events: TraceEvent[], from: number, to: number, moduleUrl: (event: TraceEvent) => string | undefined): Map<string, number> {
  const inside = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts + (e.dur ?? 0) <= to).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { end: number; label: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done) totals.set(done.label, (totals.get(done.label) ?? 0) + done.self / 1000);
    }
  };
  for (const event of inside) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur ?? 0;
    stack.push({ end: event.ts + (event.dur ?? 0), label: labelOf(event, moduleUrl), self: event.dur ?? 0 });
  }
  close(Number.POSITIVE_INFINITY);
  totals.delete('RunTask');
  return totals;
}

/** The sampled functions' own time (ms) within [from, to], by function and script. */
function sampledFunctions(events: TraceEvent[], pid: number, tid: number, from: number, to: number): Map<string, number> {
  const totals = new Map<string, number>();
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return totals;
  const frames = new Map<number, string>();
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const { cpuProfile, timeDeltas = [] } = chunk.args?.data ?? {};
    for (const node of cpuProfile?.nodes ?? [])
      frames.set(
        node.id,
        `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url ? `${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}` : ''}`.trim(),
      );
    (cpuProfile?.samples ?? []).forEach((sample, index) => {
      const delta = timeDeltas[index] ?? 0;
      time += delta;
      if (time < from || time > to) return;
      const frame = frames.get(sample) ?? '?';
      totals.set(frame, (totals.get(frame) ?? 0) + Math.max(delta, 0) / 1000);
    });
  }
  return totals;
}

/**
 * A module's URL: a v8.evaluateModule event names none, but the ModuleEvaluated event at its end names
 * the script's id, and the source rundown names the script.
 */
function moduleUrls(events: TraceEvent[]): (event: TraceEvent) => string | undefined {
  const scripts = new Map<number, string>();
  for (const e of events) if (e.name === 'ScriptCatchup' && typeof e.args?.data?.scriptId === 'number' && typeof e.args.data.url === 'string') scripts.set(e.args.data.scriptId, e.args.data.url);
  const evaluated = events.filter((e) => e.name === 'ModuleEvaluated');
  return (event) => {
    const end = event.ts + (event.dur ?? 0);
    const done = evaluated.find((e) => e.pid === event.pid && e.tid === event.tid && e.ts >= event.ts && e.ts <= end + 1000);
    return done?.args?.data?.scriptId === undefined ? undefined : scripts.get(done.args.data.scriptId);
  };
}

/** The script entry points Chromium timed in [from, to] (Long Animation Frames' script timing): what called in, whose code, how long. */
function scriptEntries(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const totals = new Map<string, number>();
  const begins = events.filter((e) => e.name === 'AnimationFrame::Script::Execute' && e.ph === 'b' && e.ts >= from && e.ts <= to);
  const ends = events.filter((e) => e.name === 'AnimationFrame::Script::Execute' && e.ph === 'e' && e.ts >= from);
  for (const begin of begins) {
    const end = ends.find((e) => e.ts >= begin.ts && e.id2?.local === begin.id2?.local);
    const info = begin.args?.animation_frame_script_timing_info;
    if (!end || !info) continue;
    const what = [info.invoker_type, info.class_like_name, info.property_like_name].filter(Boolean).join(' ');
    const label = `${what} ${shortUrl(info.source_location_url)}${info.source_location_function_name ? ` ${info.source_location_function_name}` : ''}`;
    totals.set(label, (totals.get(label) ?? 0) + (end.ts - begin.ts) / 1000);
  }
  return totals;
}

const top = (totals: Map<string, number>, count: number): string =>
  [...totals.entries()]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join(', ');

for (const file of process.argv.slice(2)) {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const thread = mainThread(events);
  if (!thread) {
    console.log(`${basename(file)}: no renderer main thread in the trace`);
    continue;
  }
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const moduleUrl = moduleUrls(events);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) * CPU_SLOWDOWN > LONG_TASK_MS * 1000 && e.ts >= thread.start);
  const blocking = tasks.reduce((sum, task) => sum + ((task.dur ?? 0) * CPU_SLOWDOWN) / 1000 - LONG_TASK_MS, 0);
  const all = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= thread.start);
  const busy = all.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0);
  console.log(`\n${basename(file)}: ${tasks.length} tasks over ${LONG_TASK_MS / CPU_SLOWDOWN} ms; about ${blocking.toFixed(0)} ms blocking at ${CPU_SLOWDOWN}× (Lighthouse simulates its own order)`);
  console.log(`  main thread busy ${busy.toFixed(0)} ms in ${all.length} tasks: ${top(selfTimes(own, thread.start, Number.POSITIVE_INFINITY, moduleUrl), 12)}`);
  const sampledAll = top(sampledFunctions(events, thread.pid, thread.tid, thread.start, Number.POSITIVE_INFINITY), 12);
  if (sampledAll) console.log(`  sampled: ${sampledAll}`);
  for (const task of tasks) {
    const from = task.ts;
    const to = task.ts + (task.dur ?? 0);
    console.log(`  at ${((from - thread.start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${top(selfTimes(own, from, to, moduleUrl), 5)}`);
    const entries = top(scriptEntries(own, from, to), 4);
    if (entries) console.log(`      scripts: ${entries}`);
    const sampled = top(sampledFunctions(events, thread.pid, thread.tid, from, to), 4);
    if (sampled) console.log(`      sampled: ${sampled}`);
  }
}
