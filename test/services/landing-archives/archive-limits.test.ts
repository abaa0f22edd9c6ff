import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ARCHIVE_LIMITS, planExtraction, type ArchiveEntry } from '../../../services/landing-archives/archive-limits';
import { pathSegments } from '../../../edge/landing-files/serve';

function entry(fileName: string, overrides: Partial<ArchiveEntry> = {}): ArchiveEntry {
  const isDir = fileName.endsWith('/');
  return {
    fileName,
    uncompressedSize: 10,
    compressedSize: 10,
    externalFileAttributes: ((isDir ? 0o040755 : 0o100644) << 16) >>> 0,
    versionMadeBy: (3 << 8) | 20,
    generalPurposeBitFlag: 0,
    compressionMethod: 8,
    ...overrides,
  };
}

const MiB = 1024 * 1024;

describe('archive rules (the checks made before anything is written)', () => {
  it('refuses more than 512 MiB uncompressed, even when the ratio is plausible', () => {
    const big = (name: string) => entry(name, { uncompressedSize: 200 * MiB, compressedSize: 190 * MiB });
    assert.throws(() => planExtraction([entry('index.html'), big('a.bin'), big('b.bin'), big('c.bin')], 570 * MiB), {
      message: 'the ZIP expands to more than 512 MiB',
    });
    assert.equal(
      planExtraction([entry('index.html'), big('a.bin'), big('b.bin')], 380 * MiB).totalBytes,
      400 * MiB + 10,
    );
  });

  it('lets small, highly compressible archives through the ratio guard', () => {
    const text = entry('index.html', { uncompressedSize: 8 * MiB, compressedSize: 8 * 1024 });
    assert.equal(planExtraction([text], 10 * 1024).files.length, 1);
    const bomb = entry('index.html', { uncompressedSize: 20 * MiB, compressedSize: 20 * 1024 });
    assert.throws(() => planExtraction([bomb], 21 * 1024), /ZIP bomb/);
  });

  it('reads MS-DOS attributes too: no Unix mode means a plain file or folder', () => {
    const dos = (name: string, attributes: number) =>
      entry(name, { versionMadeBy: 20, externalFileAttributes: attributes });
    const plan = planExtraction([dos('site/', 0x10), dos('site/index.html', 0x20), dos('site/img/a.png', 0x20)], 1000);
    assert.equal(plan.strippedPrefix, 'site');
    assert.deepEqual(
      plan.files.map((f) => f.target),
      ['index.html', 'img/a.png'],
    );
    assert.deepEqual(plan.directories, ['img']);
    assert.throws(
      () => planExtraction([dos('index.html', 0x20), dos('folder', 0x10)], 1000),
      /folder entry without a trailing slash/,
    );
  });

  it('refuses compression methods yauzl cannot check and names that are too long or too deep', () => {
    assert.throws(
      () => planExtraction([entry('index.html', { compressionMethod: 12 })], 100),
      /unsupported compression method/,
    );
    assert.throws(() => planExtraction([entry('index.html'), entry(`${'a'.repeat(256)}.txt`)], 100), /name too long/);
    const deep = `${Array.from({ length: ARCHIVE_LIMITS.maxDepth + 1 }, () => 'd').join('/')}/f.txt`;
    assert.throws(() => planExtraction([entry('index.html'), entry(deep)], 100), /nested too deep/);
  });

  it('keeps index.html at the root rather than stripping a folder', () => {
    const plan = planExtraction([entry('index.html'), entry('docs/index.html')], 100);
    assert.equal(plan.strippedPrefix, null);
    assert.deepEqual(
      plan.files.map((f) => f.target),
      ['index.html', 'docs/index.html'],
    );
  });
});

describe('served paths', () => {
  it('decodes segments and refuses anything that could climb or hide a separator', () => {
    assert.deepEqual(pathSegments(''), []);
    assert.deepEqual(pathSegments('css/site.css'), ['css', 'site.css']);
    assert.deepEqual(pathSegments('thanks/'), ['thanks']);
    assert.deepEqual(pathSegments('Na%C3%AFve%20file.txt'), ['Naïve file.txt']);
    for (const raw of ['..', 'a/../b', '.', 'a//b', '%2e%2e', 'a%2Fb', 'a%5Cb', '%00', '%E0%A4%A']) {
      assert.equal(pathSegments(raw), null, raw);
    }
  });
});
