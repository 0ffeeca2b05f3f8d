import pg from 'pg';
const port = process.argv[2];
const c = new pg.Client({ connectionString: `postgres://akwaaba:akwaaba@127.0.0.1:${port}/bench_http` });
await c.connect();
const lat = [];
const end = Date.now() + 8000;
while (Date.now() < end) { const t = performance.now(); await c.query('select 1'); lat.push(performance.now() - t); await new Promise(r => setTimeout(r, 5)); }
lat.sort((a, b) => a - b);
console.log('probe n', lat.length, 'p50', lat[lat.length >> 1].toFixed(2), 'p90', lat[Math.floor(lat.length * .9)].toFixed(2), 'p99', lat[Math.floor(lat.length * .99)].toFixed(2));
await c.end();
