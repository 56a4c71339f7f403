import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageStorage, type ImageStorage } from './image-storage';

describe('disk image storage', () => {
  let root: string;
  let storage: ImageStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'image-storage-'));
    storage = createDiskImageStorage(path.join(root, 'images'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores a file under <root>/<key>/<file> and reads it back', async () => {
    await storage.put('abc123', '320.webp', Buffer.from('first'));
    expect(await readFile(path.join(root, 'images', 'abc123', '320.webp'), 'utf8')).toBe('first');
    expect((await storage.get('abc123', '320.webp'))?.toString()).toBe('first');
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    await storage.put('abc123', '320.webp', Buffer.from('first'));
    await storage.put('abc123', '320.webp', Buffer.from('second'));
    expect((await storage.get('abc123', '320.webp'))?.toString()).toBe('second');
    expect(await readdir(path.join(root, 'images', 'abc123'))).toEqual(['320.webp']);
  });

  it('answers null for an image or a file it does not have', async () => {
    await storage.put('abc123', '320.webp', Buffer.from('first'));
    expect(await storage.get('abc123', '640.webp')).toBeNull();
    expect(await storage.get('nothing', '320.webp')).toBeNull();
  });

  it('deletes an image with all its files, and deleting twice is fine', async () => {
    await storage.put('abc123', '320.webp', Buffer.from('a'));
    await storage.put('abc123', '640.webp', Buffer.from('b'));
    await storage.delete('abc123');
    expect(await storage.get('abc123', '320.webp')).toBeNull();
    expect(await readdir(path.join(root, 'images'))).toEqual([]);
    await expect(storage.delete('abc123')).resolves.toBeUndefined();
  });

  it.each([
    ['..', '320.webp'],
    ['../etc', '320.webp'],
    ['a/b', '320.webp'],
    ['ABC', '320.webp'],
    ['', '320.webp'],
    ['abc', '../320.webp'],
    ['abc', '320.webp/x'],
    ['abc', '320.png'],
    ['abc', '.webp'],
    ['abc', '320.webp\0'],
  ])('refuses key %j with file %j, touching nothing', async (key, file) => {
    await expect(storage.put(key, file, Buffer.from('x'))).rejects.toThrow(/not an image/);
    await expect(storage.get(key, file)).rejects.toThrow(/not an image/);
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses to delete anything but an image key', async () => {
    await storage.put('abc123', '320.webp', Buffer.from('a'));
    await expect(storage.delete('..')).rejects.toThrow(/not an image key/);
    await expect(storage.delete('')).rejects.toThrow(/not an image key/);
    expect(await storage.get('abc123', '320.webp')).not.toBeNull();
  });
});
