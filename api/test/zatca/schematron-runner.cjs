'use strict';
/**
 * Runs ZATCA's two Schematrons (SaxonJS SEF files) on a document and answers the SVRL text. Plain CommonJS, loaded
 * with Node's own require (see zatca-validate.ts) so SaxonJS runs in Node's main context rather than in jest's
 * sandbox: inside a vm context every read of a global (Math, String, RegExp, Array…) goes through the context's
 * interceptor and cannot be optimised, which made SaxonJS half again as slow. Only strings cross between the two.
 */
const fs = require('node:fs');
const path = require('node:path');
const SaxonJS = require('saxon-js');

/**
 * SaxonJS translates an XPath regular expression into a JavaScript RegExp afresh on every matches() call, and the
 * two Schematrons call matches() a few hundred times a document with a dozen patterns: that translation (and the
 * RegExp compiled from it) was 40 % of the checking's CPU. The translation depends only on the pattern and its flags
 * (the input is read only to refuse non-BMP characters on platforms without RegExp's `u` flag, which Node has), so
 * each pattern is translated once. Global ones (replace(), tokenize()) keep lastIndex state, and a caller asking for
 * the group count wants its callback called: those still go through SaxonJS's own path each time. The SVRL is the
 * same either way (compared over ZATCA's sample documents).
 */
const regex = SaxonJS.internals.Regex;
if (!regex.prepareRegex.translatedOnce) {
  const prepareRegex = regex.prepareRegex;
  const prepared = new Map();
  const once = function (pattern, flags, input, onGroups) {
    const f = flags == null ? '' : String(flags);
    if (onGroups || f.includes('g')) return prepareRegex.call(this, pattern, flags, input, onGroups);
    const key = `${f}\u0000${pattern}`;
    let re = prepared.get(key);
    if (!re) {
      re = prepareRegex.call(this, pattern, flags, input, onGroups);
      prepared.set(key, re);
    }
    return re;
  };
  once.translatedOnce = true;
  regex.prepareRegex = once;
}

const sefs = new Map();
function sef(rules, name) {
  const file = path.join(rules, 'sef', name);
  let s = sefs.get(file);
  if (!s) {
    s = JSON.parse(fs.readFileSync(file, 'utf8'));
    sefs.set(file, s);
  }
  return s;
}

/** The SVRL of one Schematron (`name`, a SEF file under `rules`/sef) run on `xml`. */
function schematronSvrl(rules, name, xml) {
  const r = SaxonJS.transform(
    // the SEF is compiled relocatable, and the Schematron's SVRL metadata asks doc-available('') (to name the XSLT
    // processor), which needs a base URI: one that names no file answers false at once instead of reading 3 MB
    {
      stylesheetInternal: sef(rules, name),
      stylesheetBaseURI: `file:///zatca-rules-not-read/${name}.xsl`,
      sourceText: xml,
      destination: 'serialized',
    },
    'sync',
  );
  return String(r.principalResult);
}

module.exports = { schematronSvrl };
