// `npm run dev`: the server of `npm start`, in demo mode unless DEMO says otherwise (see scripts/start.mjs).
process.env.DEMO ??= '1'
void import('./server')
