import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';
import type * as Ts from 'typescript';
import { TextPacker } from './text-pack';

/** TypeScript from Node's own module cache (ts-jest has loaded it there), not evaluated again in this sandbox. */
const ts = createRequire(__filename)('typescript') as typeof Ts;

/** A product's answer text as the read model holds it: JSON keys, URLs and the product's own words repeating. */
const productText = (i: number) =>
  JSON.stringify({
    id: `cm${i.toString(36).padStart(23, '0')}`,
    name: `Retro Bulls 1996 Snapback ${i}`,
    brand: i % 2 ? 'New Era' : 'قبعة ريترو',
    description: `A vintage cap in great condition, number ${i}. `.repeat(8),
    images: Array.from({ length: 4 }, (_, k) => ({
      url: `https://res.cloudinary.com/demo/image/upload/v1/products/p${i}-${k}.jpg`,
      alt: `Cap ${k}`,
    })),
  });

describe('TextPacker', () => {
  it('unpacks every text to the bytes packed, against a dictionary of other texts', () => {
    const dictionary = Buffer.from([0, 7, 14].map(productText).join(''));
    const packer = new TextPacker(dictionary);
    for (let i = 0; i < 40; i++) {
      const text = Buffer.from(productText(i));
      const packed = Buffer.from(packer.pack(text));
      expect(packed.length).toBeLessThan(text.length / 3);
      const window = packer.unpack(packed, 0, packed.length, text.length);
      expect(window.subarray(dictionary.length, dictionary.length + text.length).equals(text)).toBe(true);
    }
  });

  it("reads no global for each byte it packs: under jest's vm context every global read is an unoptimisable interceptor call", () => {
    // the module itself, run in a context of its own whose Math counts how often it is read
    const source = fs.readFileSync(path.join(__dirname, 'text-pack.ts'), 'utf8');
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    let mathReads = 0;
    const sandbox = {
      module: { exports: {} as { TextPacker?: typeof TextPacker } },
      Buffer,
      Int32Array,
      require: (id: string) => require(path.join(__dirname, id)),
    };
    Object.defineProperty(sandbox, 'Math', {
      get: () => {
        mathReads++;
        return Math;
      },
    });
    vm.runInNewContext(`(function (module, exports) { ${js} })(module, module.exports)`, sandbox);
    const Packer = sandbox.module.exports.TextPacker as typeof TextPacker;
    const packer = new Packer(Buffer.from(productText(1)));
    const readsAtLoad = mathReads;
    const text = Buffer.from(Array.from({ length: 20 }, (_, i) => productText(i + 100)).join(''));
    const packed = Buffer.from(packer.pack(text));
    expect(packer.unpack(packed, 0, packed.length, text.length).subarray(packer.dictionary.length).subarray(0, text.length).equals(text)).toBe(true);
    expect({ bytes: text.length, mathReadsWhilePacking: mathReads - readsAtLoad }).toEqual({ bytes: text.length, mathReadsWhilePacking: 0 });
  });
});
