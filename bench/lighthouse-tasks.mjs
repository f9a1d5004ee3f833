// Which main-thread tasks Lighthouse counts as blocking, and what each one did (BENCH_TASKS=1 npm run bench:web).
//
// With its default throttling ("simulate"), Lighthouse does not read TBT off the trace: it replays the page's
// tasks and requests on a simulated slow phone and network (Lantern). Each task of the trace keeps its wall time,
// times 4 (times 2 when it ran a layout), and is placed after what it depends on: a task that runs a script's code
// after that script's simulated download, a task that depends on no script (the navigation's commit, the HTML's
// parse, a layout, a timer set by an inline script) right after the document. Every simulated task over 50 ms
// between the simulated first paint and interactive time blocks for the rest. This lists those tasks in simulated
// order, with the wall and CPU time they took in the trace, so a change can be aimed at the ones that count.
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';

const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'v8.callFunction', 'AnimationFrame::Script::Execute']);

/** Prints the simulated long tasks of one Lighthouse run ({lhr, artifacts} from the node API). */
export async function printBlockingTasks({ lhr, artifacts }, base) {
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const graph = await PageDependencyGraph.request(
    {
      settings,
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      fromTrace: false,
    },
    context,
  );
  const simulator = await LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings }, context);
  const { nodeTimings } = simulator.simulate(graph, { label: 'bench-blocking-tasks' });
  const navigation = artifacts.Trace.traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const ms = (us) => (us / 1000).toFixed(1).padStart(5);
  const rows = [...nodeTimings.entries()]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration > 50)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  console.log(
    `\nSimulated long tasks (TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms; simulated first paint ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms):`,
  );
  console.log('  simulated start +length (blocking) | in the trace: start, wall, CPU, L = ran a layout | longest work | files');
  for (const [node, timing] of rows) {
    const work = {};
    for (const child of node.childEvents)
      if (child.dur && !WRAPPERS.has(child.name)) work[child.name] = (work[child.name] ?? 0) + child.dur;
    const longest = Object.entries(work)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
      .join(', ');
    const files = [
      ...new Set(
        node.childEvents
          .map((child) => child.args?.data?.url)
          .filter(Boolean)
          .map((url) => url.replace(base, '')),
      ),
    ]
      .slice(0, 2)
      .join(' ');
    const simulated = `${String(Math.round(timing.startTime)).padStart(5)} +${String(Math.round(timing.duration)).padStart(4)} (${String(Math.round(timing.duration - 50)).padStart(3)})`;
    console.log(
      `  ${simulated} | ${ms(node.event.ts - navigation.ts)} ${ms(node.event.dur)} ${ms(node.event.tdur ?? 0)} ${node.didPerformLayout() ? 'L' : ' '} | ${longest} | ${files}`,
    );
  }
}
