const base = process.argv[2];
const login = async (u, p) => { const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u, password: p }) }); return (r.headers.get('set-cookie') ?? '').split(';')[0]; };
const admin = await login('scaleadmin', 'Scale-Admin-Pass-2026!');
const heavy = await login('scale_member_heavy', 'ScaleSeed-2026!');
const owner = await login('scale_owner_big', 'ScaleSeed-2026!');
for (const [path, cookie] of [['/api/gyms?search=spring&pageSize=50'], ['/api/gyms?search=tumble&state=TX'], ['/api/events', heavy], ['/api/my-events', heavy], ['/api/chapters'], ['/api/admin/users?search=garcia', admin], ['/api/admin/gyms?search=summit', admin], ['/api/admin/gym-access-requests', admin], ['/api/repository/documents?scope=gym', owner], ['/api/benchmarks/arps', owner]]) {
  const t = performance.now(); const r = await fetch(base + path, { headers: cookie ? { cookie } : {} }); const b = await r.text();
  console.log(r.status, Math.round(performance.now() - t), 'ms', b.length, path);
}
