// Next's declaration of `*.module.css` imports (next-env.d.ts, which also loads it, is generated
// by `next build` and not committed, so the typecheck would otherwise miss it).
/// <reference types="next/types/global" />
