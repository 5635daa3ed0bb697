/**
 * `npm run bench` (issue 6): builds the web app and the server from the current sources, then runs every bench in
 * turn and ends with a summary of the figures against their targets. Not part of CI or `npm test`:
 * the figures depend on the machine and on what else runs on it (see README.md).
 * BENCH_ONLY=menu,orders,list,history,rush,plans,statement,credits,bytes,screens,pages runs a subset.
 */
import { execFileSync } from 'node:child_process';
import { benchBills, exportMet } from './bills.ts';
import { benchBytes } from './bytes.ts';
import { benchFirstScreens, SCREEN_TARGETS, screenMet } from './first-screens.ts';
import { benchLunchRush } from './lunch-rush.ts';
import { benchHistory, readMet } from './history.ts';
import { benchMenuRead } from './menu-read.ts';
import { benchOrderPlacement, PGBENCH_SHARE_TARGET } from './order-placement.ts';
import { benchPages, LIGHTHOUSE_TARGET, meetsLighthouseTarget } from './pages.ts';
import { benchPlanMeals, readsMet, runMet } from './plan-meals.ts';
import { benchSellerOrders } from './seller-orders.ts';
import { benchStatement } from './statement.ts';
import { benchUpiCredits, creditsMet } from './upi-credits.ts';
import { kb } from './lib/first-load.ts';
import { timedReadMet } from './lib/load.ts';
import { machine, pct, printFigures, type Figure } from './lib/report.ts';
import { REPO_ROOT, mb } from './lib/server.ts';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const summary: Figure[] = [{ name: 'machine at start', value: machine() }];

// The benches start the server as `npm start` does, from the built bundle, and read the web build.
console.info('Building the web app and the server (npm run build)...');
execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
if (wanted('menu')) {
  const menu = await benchMenuRead();
  summary.push({
    name: 'menu read vs bare Fastify, request log on',
    value: `${pct(menu.ratio)} (${menu.rasoi.requestsPerSecond.toFixed(0)} vs ${menu.bare.requestsPerSecond.toFixed(0)} req/s, p99 ${menu.rasoi.p99} ms; ${menu.requestLines} log lines)`,
    target: '>= 50%',
    met: menu.ratio >= 0.5,
  });
}
if (wanted('orders')) {
  for (const result of await benchOrderPlacement()) {
    const sqlite = result.engine === 'sqlite';
    summary.push({
      name: `orders/s ${result.engine} (p99)`,
      value: `${result.ordersPerSecond.toFixed(0)} (p99 ${result.p99} ms), ${pct(result.ordersPerSecond / result.directPerSecond)} of no-HTTP`,
      ...(sqlite ? { target: '>= 1000, p99 <= 50 ms', met: result.ordersPerSecond >= 1000 && result.p99 <= 50 } : {}),
    });
    if (result.pgbench) {
      const share = result.ordersPerSecond / result.pgbench.tps;
      summary.push({
        name: '  orders/s postgres vs pgbench (p99)',
        value: `${pct(share)} (${result.ordersPerSecond.toFixed(0)} vs ${result.pgbench.tps.toFixed(0)} tps at scale ${result.pgbench.scale}, p99 ${result.p99} ms)`,
        target: `>= ${pct(PGBENCH_SHARE_TARGET)}, p99 <= 50 ms`,
        met: share >= PGBENCH_SHARE_TARGET && result.p99 <= 50,
      });
    }
    summary.push({
      name: `  server CPU per order ${result.engine}`,
      value: `${result.cpuMsPerOrder.toFixed(2)} ms, ${(result.cpuMsPerOrder / result.directCpuMsPerOrder).toFixed(2)}× the ${result.directCpuMsPerOrder.toFixed(2)} ms without HTTP`,
    });
    summary.push({
      name: `  stored exactly once ${result.engine}`,
      value: `${result.acknowledged} acknowledged, ${result.stored} stored`,
      target: 'equal',
      met: result.acknowledged === result.stored && result.distinctStored === result.stored,
    });
    summary.push({
      name: `  server RSS ${result.engine}`,
      value: mb(result.rssPeak),
      ...(sqlite ? { target: '<= 200 MB', met: result.rssPeak <= 200 * 1024 * 1024 } : {}),
    });
  }
}
if (wanted('list')) {
  for (const result of await benchSellerOrders()) {
    for (const { name, alone } of result.lists) {
      summary.push({
        name: `seller list ${result.engine}: ${name}`,
        value: `p99 ${alone.p99.toFixed(1)} ms alone (${result.orders} orders)`,
        target: '<= 50 ms',
        met: alone.p99 <= 50,
      });
    }
  }
}
if (wanted('history')) {
  for (const result of await benchHistory()) {
    summary.push({
      name: `history ${result.engine}: database size`,
      value: `${result.size} (${result.history.orders} orders)`,
    });
    for (const read of result.reads) {
      summary.push({
        name: `history ${result.engine}: ${read.name}`,
        value: `p99 ${read.alone.p99.toFixed(1)} ms alone (first ${read.firstMs.toFixed(0)} ms)`,
        target: '<= 50 ms',
        met: readMet(read),
      });
    }
  }
}
if (wanted('rush')) {
  for (const result of await benchLunchRush()) {
    summary.push({
      name: `lunch rush ${result.name}: event delay`,
      value: `p99 ${result.fromSend.p99.toFixed(0)} ms from the order sent, ${pct(result.fromSend.p99 / result.answerP99)} of the orders' own answer p99 ${result.answerP99.toFixed(0)} ms (${result.fromAnswer.p99.toFixed(0)} ms from the 201), ${result.streams} streams, ${result.sentPerSecond.toFixed(0)} orders/s`,
      target: `<= ${result.targetMs} ms`,
      met: result.fromSend.p99 <= result.targetMs,
    });
    summary.push({
      name: `  every event once, ${result.name}`,
      value: `${result.receivedOnce} of ${result.expected}; ${result.duplicates} repeated, ${result.unexpected} misdelivered`,
      target: 'all, once',
      met: result.missing === 0 && result.duplicates === 0 && result.unexpected === 0 && result.expected > 0,
    });
    summary.push({
      name: `  server RSS, ${result.name}`,
      value: `${mb(result.rssPeak)} peak; CPU ${result.cpuMsPerOrder.toFixed(1)} ms per order`,
      target: '<= 300 MB',
      met: result.rssPeak <= 300 * 1024 * 1024,
    });
  }
}
if (wanted('plans')) {
  for (const result of await benchPlanMeals()) {
    for (const run of result.runs) {
      summary.push({
        name: `plan meals ${result.engine}: ${run.name}, ${result.households} households`,
        value: `${Number.isFinite(run.endedMs) ? `${run.endedMs.toFixed(0)} ms` : 'no run seen'} from the cut-off to the last meal; ${run.cooked} made, ${run.lost} lost`,
        target: '<= 2000 ms, all made',
        met: runMet(run, result.households),
      });
    }
    summary.push({
      name: `  customer reads during the runs ${result.engine}`,
      value: `p99 ${result.during.p99.toFixed(1)} ms (${result.during.count} reads; ${result.outside.p99.toFixed(1)} ms outside)`,
      target: '<= 50 ms',
      met: readsMet(result),
    });
  }
}
if (wanted('statement')) {
  for (const result of await benchStatement()) {
    for (const read of result.reads) {
      summary.push({
        name: `statement ${result.engine}: ${read.name}`,
        value: `p99 ${read.alone.p99.toFixed(1)} ms alone (${result.entries} ledger entries)`,
        target: `<= ${read.targetMs} ms`,
        met: timedReadMet(read),
      });
    }
  }
}
if (wanted('bills')) {
  for (const result of await benchBills()) {
    for (const read of result.reads) {
      summary.push({
        name: `bills ${result.engine}: ${read.name}`,
        value: `p99 ${read.alone.p99.toFixed(1)} ms alone (${result.bills} bills)`,
        target: `<= ${read.targetMs} ms`,
        met: timedReadMet(read),
      });
    }
    summary.push({
      name: `bills ${result.engine}: a year's export`,
      value: `${(result.exportMs / 1000).toFixed(1)} s, RSS ${mb(result.rssBefore)} to ${mb(result.rssPeak)}, ${result.exportLines} of ${result.bills} bills`,
      target: '<= 10 s, <= 200 MB more',
      met: exportMet(result),
    });
  }
}
if (wanted('credits')) {
  for (const result of await benchUpiCredits()) {
    summary.push({
      name: `UPI credit to paid ${result.name}`,
      value: `p99 ${result.paidP99.toFixed(1)} ms (${result.paidSeen} of ${result.payers}, ${result.ordersPerSecond.toFixed(0)} orders/s); paid twice ${result.ordersCollectedTwice}`,
      target: '<= 1000 ms, none twice',
      met: creditsMet(result),
    });
  }
}
if (wanted('bytes')) {
  const bytes = await benchBytes();
  summary.push({
    name: 'first-load JS gzip',
    value: kb(bytes.jsGzip),
    target: '<= 120 KB',
    met: bytes.jsGzip <= 120 * 1024,
  });
  summary.push({
    name: 'first-load CSS gzip',
    value: kb(bytes.cssGzip),
    target: '<= 20 KB',
    met: bytes.cssGzip <= 20 * 1024,
  });
}
if (wanted('screens')) {
  const { statik, pages, homeGzipBytes } = await benchFirstScreens();
  for (const page of pages) {
    summary.push({
      name: `page HTML ${page.name}`,
      value: `p99 ${page.alone.p99.toFixed(1)} ms, CPU ${page.cpuMs.toFixed(3)} ms (${(page.cpuMs / statik.cpuMs).toFixed(2)}x static index.html's ${statik.cpuMs.toFixed(3)})`,
      target: `p99 <= ${SCREEN_TARGETS.p99Ms} ms, <= ${SCREEN_TARGETS.cpuRatio}x static`,
      met: screenMet(page, statik),
    });
  }
  summary.push({
    name: 'HTML of / gzip',
    value: kb(homeGzipBytes),
    target: '<= 30 KB',
    met: homeGzipBytes <= SCREEN_TARGETS.homeGzipBytes,
  });
}
if (wanted('pages')) {
  for (const { name, lhr } of await benchPages()) {
    const scores = ['performance', 'accessibility', 'best-practices'].map((id) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100),
    );
    summary.push({
      name: `Lighthouse ${name}`,
      value: `${scores.join(' / ')} (perf / a11y / best practices)`,
      target: LIGHTHOUSE_TARGET,
      met: meetsLighthouseTarget(scores),
    });
  }
}
summary.push({ name: 'machine at end', value: machine() });
printFigures('Summary', summary);
