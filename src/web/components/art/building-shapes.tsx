/**
 * The 16 buildings as silhouettes in a 120 × 64 box standing on the ground line y = 56, in the
 * palette of ArtDefs (slate metal, cyan glass, amber lights). Used by the card tile and the base
 * skyline; shapes only, no backdrop. Classes mark what CSS may animate (art-blink, art-shimmer,
 * art-pulse, art-smoke) and the windows (art-lights).
 */
import type { ReactElement } from 'react';
import type { BuildingId } from '../../../game/index.ts';
import { paint } from './art-id.ts';

const AMBER = '#fbbf24';
const CYAN = '#67e8f9';
const STEEL = '#94a3b8';
const EDGE = { stroke: '#020617', strokeOpacity: 0.55, strokeWidth: 0.6 };

type Draw = (p: string) => ReactElement;

/** a row of lit windows along a line */
const lights = (d: string, dash = '2.5 3', w = 1.6) => (
  <path className="art-lights" d={d} stroke={AMBER} strokeWidth={w} strokeDasharray={dash} fill="none" />
);
/** a thin cyan highlight on an edge */
const rim = (d: string, o = 0.55) => <path d={d} stroke={CYAN} strokeOpacity={o} strokeWidth={0.7} fill="none" />;

const commandCenter: Draw = (p) => (
  <>
    <path d="M20 56v-9l7-5h66l7 5v9Z" fill={paint(p, 'metal')} {...EDGE} />
    {rim('M21 47h78')}
    <path d="M35 42a25 21 0 0 1 50 0Z" fill={paint(p, 'glass')} {...EDGE} />
    <path
      d="M60 21v21M46 26q-5 7-5 16M74 26q5 7 5 16M37 35h46"
      stroke="#cffafe"
      strokeOpacity={0.45}
      strokeWidth={0.7}
      fill="none"
    />
    <path d="M53 42v-5h14v5Z" fill={paint(p, 'dark')} />
    <rect x="88" y="13" width="8" height="29" fill={paint(p, 'hull')} {...EDGE} />
    <path d="M85 13h14l-3-5h-8Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M92 8V1.5M88 4.5h8" stroke={STEEL} strokeWidth={0.8} />
    <circle className="art-blink" cx="92" cy="1.6" r="1.4" fill={AMBER} />
    {lights('M92 17v22', '2 3', 2)}
    {lights('M25 51.5h70')}
    <path d="M23 42v-8h8v8" fill={paint(p, 'dark')} {...EDGE} />
    <path d="M21 33a6 3 0 0 1 12 0Z" fill={paint(p, 'metal')} />
  </>
);

const hydroponicFarm: Draw = (p) => (
  <>
    <path d="M30 53h20M82 53h6" stroke={STEEL} strokeWidth={2} />
    <path
      d="M14 56c1.5-6 3.5-6 5 0c1.5-7 3.5-7 5 0c1.5-8 3.5-8 5 0c1.5-7 3.5-7 5 0c1.5-6 3.5-6 5 0"
      fill={paint(p, 'green')}
    />
    <path
      d="M46 56c2-8 4-8 6 0c2-10 4-10 6 0c2-12 4-12 6 0c2-10 4-10 6 0c2-9 4-9 6 0c2-7 4-7 6 0"
      fill={paint(p, 'green')}
    />
    <path d="M88 56c1.5-5 3-5 4.5 0c1.5-6 3-6 4.5 0c1.5-6 3-6 4.5 0c1.5-5 3-5 4.5 0" fill={paint(p, 'green')} />
    <path
      d="M12 56a18 16 0 0 1 36 0Z"
      fill={paint(p, 'glass')}
      fillOpacity={0.55}
      stroke={CYAN}
      strokeOpacity={0.6}
      strokeWidth={0.7}
    />
    <path
      d="M44 56a22 22 0 0 1 44 0Z"
      fill={paint(p, 'glass')}
      fillOpacity={0.55}
      stroke={CYAN}
      strokeOpacity={0.6}
      strokeWidth={0.7}
    />
    <path
      d="M86 56a12 12 0 0 1 24 0Z"
      fill={paint(p, 'glass')}
      fillOpacity={0.55}
      stroke={CYAN}
      strokeOpacity={0.6}
      strokeWidth={0.7}
    />
    <path d="M30 40v16M16 48h28M66 34v22M49 45h34M98 44v12" stroke="#cffafe" strokeOpacity={0.3} strokeWidth={0.6} />
    <ellipse cx="58" cy="40" rx="6" ry="2.5" fill="#ecfeff" fillOpacity={0.35} transform="rotate(-30 58 40)" />
    <path d="M11 56h38M43 56h46M85 56h26" stroke={paint(p, 'metal')} strokeWidth={2.4} />
    <circle className="art-blink" cx="66" cy="33" r="1.1" fill="#86efac" />
  </>
);

const steelFoundry: Draw = (p) => (
  <>
    <circle className="art-smoke" cx="72" cy="7" r="3.4" fill="#64748b" fillOpacity={0.45} />
    <circle className="art-smoke" cx="76" cy="3" r="2.6" fill="#64748b" fillOpacity={0.3} />
    <circle className="art-smoke" cx="85" cy="15" r="2.6" fill="#64748b" fillOpacity={0.35} />
    <rect x="68" y="11" width="8" height="45" fill={paint(p, 'hull')} {...EDGE} />
    <rect x="81" y="19" width="7" height="37" fill={paint(p, 'hull')} {...EDGE} />
    <path d="M68 15h8M81 23h7" stroke={AMBER} strokeWidth={1.4} />
    <path d="M16 56V36l11-7v7l11-7v7l11-7v7l11-7v27Z" fill={paint(p, 'metal')} {...EDGE} />
    {rim('M27 29v7M38 29v7M49 29v7M60 29v7', 0.8)}
    <path d="M60 56V40h40v16Z" fill={paint(p, 'dark')} {...EDGE} />
    <ellipse cx="80" cy="54" rx="18" ry="10" fill={paint(p, 'glow')} />
    <path d="M72 56v-7h16v7" fill="#fbbf24" fillOpacity={0.85} />
    <path d="M74 56v-4h12v4" fill="#fef3c7" />
    <path d="M22 48h16v8H22Z" fill={paint(p, 'dark')} />
    <ellipse cx="30" cy="55" rx="9" ry="5" fill={paint(p, 'glow')} fillOpacity={0.8} />
    {lights('M42 45h14', '2 2.5')}
  </>
);

const energyPlant: Draw = (p) => (
  <>
    <path d="M12 56v-4M26 56v-4M32 56v-4M46 56v-4" stroke={STEEL} strokeWidth={1} />
    <path d="M8 53l6-9h18l-6 9ZM28 53l6-9h18l-6 9Z" fill="#1e3a5f" stroke="#38bdf8" strokeWidth={0.6} />
    <path
      d="M11 48.5h18M31 48.5h18M20 44l-3 9M23 44l-3 9M40 44l-3 9M43 44l-3 9"
      stroke="#38bdf8"
      strokeOpacity={0.6}
      strokeWidth={0.4}
    />
    <ellipse cx="96" cy="16" rx="10" ry="4" fill="#e2e8f0" fillOpacity={0.12} className="art-smoke" />
    <path d="M85 56c3-10 3-21-3-33h24c-6 12-6 23-3 33Z" fill={paint(p, 'metal')} {...EDGE} />
    {rim('M82 23h24')}
    <path d="M55 56l3-12h16l3 12Z" fill={paint(p, 'dark')} {...EDGE} />
    <circle cx="66" cy="34" r="16" fill={paint(p, 'cyanglow')} className="art-pulse" />
    <circle cx="66" cy="34" r="8" fill="#0e7490" stroke={CYAN} strokeWidth={0.8} />
    <circle cx="63.5" cy="31.5" r="3" fill="#ecfeff" fillOpacity={0.75} />
    <ellipse cx="66" cy="34" rx="15" ry="4" fill="none" stroke={CYAN} strokeWidth={0.9} transform="rotate(-15 66 34)" />
    <path d="M50 50l7-2M82 46l-6 1" stroke={CYAN} strokeOpacity={0.7} strokeWidth={0.7} />
    {lights('M89 48h12', '2 2')}
  </>
);

const barracks: Draw = (p) => (
  <>
    <path d="M14 56V41l8-6h66l8 6v15Z" fill={paint(p, 'metal')} {...EDGE} />
    {rim('M15 41h80')}
    <path d="M32 35v-7l4-3h36l4 3v7Z" fill={paint(p, 'dark')} {...EDGE} />
    <path d="M44 25v-9M41 17h6" stroke={STEEL} strokeWidth={0.8} />
    <circle className="art-blink" cx="44" cy="15.5" r="1.2" fill={AMBER} />
    {lights('M19 46h30M71 46h22')}
    {lights('M38 30h32', '3 2.5', 1.4)}
    <path d="M51 56v-8h18v8Z" fill={paint(p, 'dark')} {...EDGE} />
    <path d="M53 52h14" stroke={AMBER} strokeWidth={1.2} />
    <path d="M55 46l5-3 5 3M55 43l5-3 5 3" stroke={AMBER} strokeWidth={0.9} fill="none" />
    <path d="M104 56V14" stroke={STEEL} strokeWidth={1} />
    <path d="M104 15l13 4.5-13 4.5Z" fill="#22d3ee" />
  </>
);

const researchLab: Draw = (p) => (
  <>
    <path d="M18 56V36h48v20Z" fill={paint(p, 'metal')} {...EDGE} />
    {rim('M18 36h48')}
    {lights('M22 43h40M22 49h40')}
    <path d="M66 56V27l24 10v19Z" fill={paint(p, 'glass')} stroke={CYAN} strokeOpacity={0.7} strokeWidth={0.7} />
    <path d="M74 30.5V56M82 34V56M66 44l24 4" stroke="#cffafe" strokeOpacity={0.4} strokeWidth={0.5} />
    <path d="M42 36v-5" stroke={STEEL} strokeWidth={1.2} />
    <g fill="none" stroke={CYAN} strokeWidth={0.9}>
      <ellipse cx="42" cy="20" rx="13" ry="4.2" />
      <ellipse cx="42" cy="20" rx="13" ry="4.2" transform="rotate(60 42 20)" />
      <ellipse cx="42" cy="20" rx="13" ry="4.2" transform="rotate(-60 42 20)" />
    </g>
    <circle className="art-pulse" cx="42" cy="20" r="2.6" fill={AMBER} />
    <path
      d="M94 56V41a5 5 0 0 1 10 0v15Z"
      fill={paint(p, 'glass')}
      stroke={CYAN}
      strokeOpacity={0.7}
      strokeWidth={0.6}
    />
    <path d="M95 56v-9h8v9Z" fill="#4ade80" fillOpacity={0.55} />
  </>
);

const shipyard: Draw = (p) => (
  <>
    <path d="M12 56h96" stroke={STEEL} strokeWidth={1.2} />
    <path d="M16 56V15h7v41ZM97 56V15h7v41Z" fill={paint(p, 'hull')} {...EDGE} />
    <path
      d="M16 19l7 8m0-8-7 8m0 2 7 8m0-8-7 8m0 2 7 8m0-8-7 8M97 19l7 8m0-8-7 8m0 2 7 8m0-8-7 8m0 2 7 8m0-8-7 8"
      stroke="#020617"
      strokeOpacity={0.5}
      strokeWidth={0.6}
    />
    <path d="M12 15h96v-5H12Z" fill={paint(p, 'metal')} {...EDGE} />
    <rect x="55" y="15" width="10" height="3" fill={paint(p, 'dark')} />
    <path d="M60 18v11" stroke={STEEL} strokeWidth={0.6} />
    <ellipse cx="29" cy="43" rx="7" ry="4" fill={paint(p, 'glow')} />
    <path d="M44 37l-5-7h10l7 7ZM44 49l-5 6h10l7-6Z" fill={paint(p, 'dark')} {...EDGE} />
    <path d="M29 43l6-6h40l20 6-20 6H35Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M37 43h46" stroke={AMBER} strokeWidth={1} />
    <path d="M77 40.2l11 2.8-11 2.8Z" fill={paint(p, 'glass')} />
    <path d="M23 43h6M91 43h6" stroke={CYAN} strokeOpacity={0.7} strokeWidth={0.8} strokeDasharray="1 1" />
    <circle className="art-blink" cx="60" cy="12.5" r="1" fill={AMBER} />
  </>
);

const defenseCommand: Draw = (p) => (
  <>
    <path
      d="M8 56a52 46 0 0 1 104 0"
      fill={CYAN}
      fillOpacity={0.05}
      stroke={CYAN}
      strokeOpacity={0.3}
      strokeWidth={0.7}
      className="art-shimmer"
    />
    <path d="M43 37l13-12M42 39.5l14-11M79 37l13-12M78 39.5l14-11" stroke={STEEL} strokeWidth={1.8} />
    <path d="M34 42a9 9 0 0 1 18 0ZM70 42a9 9 0 0 1 18 0Z" fill={paint(p, 'hull')} {...EDGE} />
    <path d="M56 42V23h8v19Z" fill={paint(p, 'dark')} {...EDGE} />
    <path d="M60 23v-7" stroke={STEEL} strokeWidth={0.8} />
    <circle className="art-blink" cx="60" cy="15.5" r="1.3" fill={AMBER} />
    <path d="M16 56l7-15h74l7 15Z" fill={paint(p, 'metal')} {...EDGE} />
    {rim('M23 41h74')}
    {lights('M26 48h68', '5 3')}
  </>
);

const resourceDepot: Draw = (p) => (
  <>
    <path d="M62 56V40a18 18 0 0 1 36 0v16Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M68 56V29M74 56V24M80 56V22M86 56V24M92 56V29" stroke="#020617" strokeOpacity={0.35} strokeWidth={0.6} />
    {rim('M63 39a17 17 0 0 1 34 0')}
    <path d="M73 56v-10h14v10Z" fill={paint(p, 'dark')} {...EDGE} />
    <path d="M75 50h10" stroke={AMBER} strokeWidth={1.2} />
    <g {...EDGE}>
      <rect x="12" y="47" width="23" height="9" fill="#475569" />
      <rect x="36" y="47" width="23" height="9" fill="#b45309" />
      <rect x="22" y="38" width="23" height="9" fill="#0e7490" />
      <rect x="100" y="47" width="16" height="9" fill="#b45309" />
    </g>
    <path
      d="M16 48v7M20 48v7M24 48v7M28 48v7M32 48v7M40 48v7M44 48v7M48 48v7M52 48v7M56 48v7M26 39v7M30 39v7M34 39v7M38 39v7M42 39v7M104 48v7M108 48v7M112 48v7"
      stroke="#020617"
      strokeOpacity={0.35}
      strokeWidth={0.8}
    />
    <path d="M12 47h23M36 47h23M22 38h23M100 47h16" stroke="#e2e8f0" strokeOpacity={0.35} strokeWidth={0.6} />
  </>
);

const PORTAL_LIGHTS: [number, number][] = [
  [60, 6],
  [79, 17],
  [79, 39],
  [60, 50],
  [41, 39],
  [41, 17],
];
const portal: Draw = (p) => (
  <>
    <circle className="art-shimmer" cx="60" cy="28" r="19" fill={paint(p, 'cyanglow')} />
    <circle
      cx="60"
      cy="28"
      r="19"
      fill="none"
      stroke={CYAN}
      strokeOpacity={0.35}
      strokeWidth={0.6}
      strokeDasharray="2 3"
      className="art-spin"
    />
    <circle cx="60" cy="28" r="22" fill="none" stroke={paint(p, 'metal')} strokeWidth={6} />
    <circle cx="60" cy="28" r="25" fill="none" stroke="#020617" strokeOpacity={0.5} strokeWidth={0.6} />
    {PORTAL_LIGHTS.map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill={AMBER} />
    ))}
    <path d="M24 56l5-6h62l5 6Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M34 50l3-3h46l3 3Z" fill={paint(p, 'dark')} {...EDGE} />
    {lights('M30 53h60', '1.5 4')}
  </>
);

const intelligenceAgency: Draw = (p) => (
  <>
    <path d="M58 35l6-11" stroke={STEEL} strokeWidth={2} />
    <ellipse cx="64" cy="20" rx="15" ry="5.5" fill={paint(p, 'metal')} transform="rotate(-35 64 20)" {...EDGE} />
    <ellipse cx="63.3" cy="19" rx="12" ry="3.6" fill={paint(p, 'dark')} transform="rotate(-35 63.3 19)" />
    <path d="M64 20l-5-8" stroke={STEEL} strokeWidth={0.7} />
    <circle cx="58.6" cy="11.4" r="1.3" fill={AMBER} />
    <path
      d="M52 8a9 9 0 0 1 4-6M48 9a14 14 0 0 1 6-10"
      stroke={CYAN}
      strokeOpacity={0.6}
      strokeWidth={0.7}
      fill="none"
      className="art-blink"
    />
    <path d="M20 56V38l6-4h48l6 4v18Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M24 44h52" stroke="#22d3ee" strokeOpacity={0.75} strokeWidth={2.2} />
    {lights('M24 50h52', '2 4')}
    <path d="M26 34a6 6 0 0 1 12 0Z" fill="#cbd5e1" {...EDGE} />
    <path d="M94 56V12M90 24h8M91 36h6" stroke={STEEL} strokeWidth={1} />
    <path d="M88 56l6-14 6 14" stroke={STEEL} strokeWidth={0.8} fill="none" />
    <circle className="art-blink" cx="94" cy="11" r="1.3" fill={AMBER} />
  </>
);

const allianceEmbassy: Draw = (p) => (
  <>
    <path d="M15 56V17M105 56V17" stroke={STEEL} strokeWidth={1} />
    <path d="M15 18h13l-3 4 3 4H15Z" fill="#22d3ee" className="art-wave" />
    <path d="M105 18h13l-3 4 3 4h-13Z" fill="#f59e0b" className="art-wave" />
    <path d="M24 56l3-3h66l3 3Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M30 53v-3h60v3Z" fill={paint(p, 'dark')} />
    <path d="M53 50V38h14v12Z" fill={paint(p, 'glow')} />
    <path d="M54.5 50V40h11v10" fill="none" stroke={AMBER} strokeWidth={0.6} />
    <g fill={paint(p, 'hull')} {...EDGE}>
      <rect x="34" y="35" width="4.5" height="15" />
      <rect x="44" y="35" width="4.5" height="15" />
      <rect x="71.5" y="35" width="4.5" height="15" />
      <rect x="81.5" y="35" width="4.5" height="15" />
    </g>
    <path d="M30 35h60v-4H30Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M27 31l33-12 33 12Z" fill={paint(p, 'metal')} {...EDGE} />
    <circle cx="60" cy="26" r="2.6" fill="none" stroke={AMBER} strokeWidth={0.9} />
  </>
);

const galacticObservatory: Draw = (p) => (
  <>
    <path d="M100 5v7M96.5 8.5h7" stroke="#e0f2fe" strokeWidth={0.7} className="art-blink" />
    <path d="M30 56V40h46v16Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M76 56V46h20v10Z" fill={paint(p, 'dark')} {...EDGE} />
    {lights('M80 51h12', '2 2')}
    {lights('M34 48h38')}
    <path d="M33 40a20 19 0 0 1 40 0Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M53 21a20 19 0 0 1 14 5l-8 14h-6Z" fill="#020617" fillOpacity={0.6} />
    <g transform="rotate(-38 53 34)">
      <rect x="49" y="30" width="34" height="8" rx="1" fill={paint(p, 'hull')} {...EDGE} />
      <rect x="81" y="28.5" width="5" height="11" fill={paint(p, 'metal')} {...EDGE} />
      <ellipse cx="86.5" cy="34" rx="1.6" ry="4.6" fill={paint(p, 'glass')} />
      <path d="M58 30v8M68 30v8" stroke={CYAN} strokeOpacity={0.6} strokeWidth={0.6} />
    </g>
    <circle cx="53" cy="34" r="3" fill={paint(p, 'dark')} />
  </>
);

const heroQuarters: Draw = (p) => (
  <>
    <path d="M24 56V30l6-7 6 7v26ZM84 56V30l6-7 6 7v26Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M30 23v-4M90 23v-4" stroke={STEEL} strokeWidth={0.8} />
    <path d="M36 56V36h48v20Z" fill={paint(p, 'metal')} {...EDGE} />
    <path d="M51 36V18l9-13 9 13v18Z" fill={paint(p, 'hull')} {...EDGE} />
    <path
      d="M60 15.5l1.6 3.3 3.6.4-2.7 2.4.8 3.6-3.3-1.9-3.3 1.9.8-3.6-2.7-2.4 3.6-.4Z"
      fill={AMBER}
      className="art-pulse"
    />
    <path d="M40 38h6v13l-3-2.5-3 2.5ZM74 38h6v13l-3-2.5-3 2.5Z" fill="#b45309" stroke={AMBER} strokeWidth={0.5} />
    <path d="M54 56v-8a6 6 0 0 1 12 0v8Z" fill={paint(p, 'dark')} stroke={AMBER} strokeWidth={0.7} />
    {lights('M28 36v16M92 36v16', '2 3', 1.4)}
    {rim('M36 36h48')}
  </>
);

const recoveryBay: Draw = (p) => (
  <>
    <path d="M16 56V41a13 13 0 0 1 13-13h44a13 13 0 0 1 13 13v15Z" fill={paint(p, 'metal')} {...EDGE} />
    {rim('M21 33a13 13 0 0 1 8-5h44a13 13 0 0 1 8 5')}
    <circle cx="42" cy="41" r="9" fill="#052e2b" stroke="#4ade80" strokeOpacity={0.8} strokeWidth={0.8} />
    <path d="M39.5 34.5h5V39H49v5h-4.5v4.5h-5V44H35v-5h4.5Z" fill="#4ade80" className="art-pulse" />
    <path d="M58 38h22M58 44h22" stroke="#22d3ee" strokeOpacity={0.75} strokeWidth={2.2} />
    <path d="M20 52h10l2-4 3 7 2-5 2 2h41" stroke="#4ade80" strokeOpacity={0.8} strokeWidth={0.8} fill="none" />
    <path
      d="M90 56V45a5 5 0 0 1 10 0v11ZM103 56v-8a4 4 0 0 1 8 0v8Z"
      fill={paint(p, 'glass')}
      stroke={CYAN}
      strokeOpacity={0.7}
      strokeWidth={0.6}
    />
    <path d="M95 56v-6M107 56v-4" stroke="#4ade80" strokeWidth={2} strokeOpacity={0.7} />
  </>
);

const tradingOutpost: Draw = (p) => (
  <>
    <path d="M12 56l4-4h32l4 4Z" fill={paint(p, 'dark')} {...EDGE} />
    <path d="M19 46l7-4h14l7 4-7 2.5H26Z" fill={paint(p, 'metal')} {...EDGE} />
    <ellipse cx="33" cy="50" rx="9" ry="1.6" fill={CYAN} fillOpacity={0.35} className="art-pulse" />
    <path d="M56 56V19h8v37Z" fill={paint(p, 'hull')} {...EDGE} />
    <path d="M60 19V9" stroke={STEEL} strokeWidth={0.8} />
    <circle className="art-blink" cx="60" cy="8.5" r="1.4" fill="#4ade80" />
    <ellipse cx="60" cy="22" rx="21" ry="5" fill="none" stroke={paint(p, 'metal')} strokeWidth={3} />
    <path d="M43 25v6M77 25v6" stroke={STEEL} strokeWidth={0.6} />
    <rect x="38" y="31" width="10" height="7" rx="3.5" fill="#b45309" {...EDGE} />
    <rect x="72" y="31" width="10" height="7" rx="3.5" fill="#0e7490" {...EDGE} />
    <g {...EDGE}>
      <rect x="68" y="47" width="19" height="9" rx="4.5" fill="#b45309" />
      <rect x="89" y="47" width="19" height="9" rx="4.5" fill="#0e7490" />
      <rect x="78" y="38" width="19" height="9" rx="4.5" fill="#475569" />
    </g>
    <path
      d="M74 47v9M81 47v9M95 47v9M102 47v9M84 38v9M91 38v9"
      stroke="#020617"
      strokeOpacity={0.35}
      strokeWidth={0.8}
    />
    {lights('M58 28v24', '2 4', 1.4)}
  </>
);

export const BUILDING_SHAPES: Record<BuildingId, Draw> = {
  'command-center': commandCenter,
  'hydroponic-farm': hydroponicFarm,
  'steel-foundry': steelFoundry,
  'energy-plant': energyPlant,
  barracks,
  'research-lab': researchLab,
  shipyard,
  'defense-command': defenseCommand,
  'resource-depot': resourceDepot,
  portal,
  'intelligence-agency': intelligenceAgency,
  'alliance-embassy': allianceEmbassy,
  'galactic-observatory': galacticObservatory,
  'hero-quarters': heroQuarters,
  'recovery-bay': recoveryBay,
  'trading-outpost': tradingOutpost,
};
