/** The inspector page's CSS: system fonts, light and dark by `prefers-color-scheme`, no external resource. */
export const INSPECTOR_CSS = `
:root{--bg:#fff;--fg:#1d2330;--muted:#5f6b7a;--line:#dde2ea;--panel:#f5f7fa;--accent:#2f6fdf;--err:#c62828;--warn:#a15c00;--ok:#2e7d32;--notice:#e0a100;--free:#e6e9ef;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#14171c;--fg:#e3e7ee;--muted:#97a2b2;--line:#2c323c;--panel:#1c2028;--accent:#7aa7ff;--err:#ff7b72;--warn:#e3b341;--ok:#7ee787;--notice:#c99a0e;--free:#2a303a}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:var(--bg);border-bottom:1px solid var(--line);padding:.6rem 1.2rem;display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;align-items:baseline}
h1{font-size:1.1rem;margin:0}h2{font-size:1.05rem;margin:0 0 .6rem}h3{font-size:.95rem;margin:1rem 0 .4rem}
header p{margin:0}nav{display:flex;gap:.9rem;margin-left:auto}a{color:var(--accent)}
main{padding:.8rem 1.2rem 2rem;max-width:1280px}
section{border:1px solid var(--line);border-radius:8px;padding:.8rem 1rem;margin:0 0 1rem;background:var(--panel)}
.muted{color:var(--muted)}.warn{color:var(--warn)}.error{color:var(--err)}
.two{display:grid;grid-template-columns:3fr 2fr;gap:1.2rem}@media (max-width:900px){.two{grid-template-columns:1fr}}
label{display:inline-flex;gap:.4rem;align-items:center;color:var(--muted)}
.two label{display:flex}.two input{flex:1}
input,select{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:.35rem .5rem}
input:focus,select:focus{outline:2px solid var(--accent);outline-offset:-1px}
.tools{display:flex;flex-wrap:wrap;gap:.6rem 1rem;margin-bottom:.6rem}.tools>input{min-width:18rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:var(--bg)}
th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid var(--line)}
th{font-weight:600;color:var(--muted);font-size:.85rem}
td.num{text-align:right;font-variant-numeric:tabular-nums;width:1%;white-space:nowrap}
tr.shadowed{opacity:.65}.desc{color:var(--muted);font-size:.85rem;max-width:42rem}
details summary{cursor:pointer}details ul{margin:.2rem 0;padding-left:1rem}
.tier,.reason,.badge{display:inline-block;font-size:.75rem;padding:0 .4rem;border-radius:99px;border:1px solid var(--line);background:var(--panel)}
.tier.core{color:var(--ok)}.tier.manual{color:var(--warn)}
.reason.advertised{color:var(--ok)}.reason.budget,.reason.host_incompatible,.reason.disabled{color:var(--warn)}.reason.invalid,.reason.shadowed{color:var(--err)}
.badge.error{color:var(--err);border-color:var(--err)}.badge.warning{color:var(--warn);border-color:var(--warn)}
ul.diags{list-style:none;padding:0;margin:0}ul.diags li{padding:.4rem 0;border-bottom:1px solid var(--line)}
.loc{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85rem}
.fix pre,pre.catalog{background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:.5rem;overflow:auto;white-space:pre-wrap;margin:.3rem 0 0}
pre{font:12.5px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace}
.bar{display:flex;height:14px;border-radius:7px;overflow:hidden;background:var(--free);border:1px solid var(--line)}
.bar .used{background:var(--accent)}.bar .notice{background:var(--notice)}
.legend{display:flex;gap:1rem;font-size:.85rem;margin:.3rem 0 .6rem}.legend i{display:inline-block;width:.7rem;height:.7rem;border-radius:2px;margin-right:.3rem;vertical-align:-1px}
.legend i.used{background:var(--accent)}.legend i.notice{background:var(--notice)}.legend i.free{background:var(--free);border:1px solid var(--line)}
ol.results{padding-left:1.4rem;margin:.4rem 0}ol.results li{padding:.45rem 0;border-bottom:1px solid var(--line)}
.results .head{display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}.stat{font-size:.8rem;color:var(--muted);font-variant-numeric:tabular-nums}
dl.fields{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .6rem;margin:.3rem 0 0;font-size:.85rem}
dl.fields dt{color:var(--muted)}dl.fields dd{margin:0;display:flex;flex-wrap:wrap;gap:.25rem}
.term{border:1px solid var(--line);border-radius:4px;padding:0 .3rem;background:var(--bg)}
.term small{color:var(--muted)}.term.glossary{border-color:var(--accent)}.term.typo{border-color:var(--warn)}.term.pruned{opacity:.6}
#routing-status{margin:.5rem 0 .2rem}#routing-terms p{margin:0;font-size:.85rem}
`
