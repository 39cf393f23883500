// One image, in its own process (run by images.ts under a time and memory limit): the image
// fitted inside the bounds as PNG, and a thumbnail. Plain JavaScript so it starts without a
// TypeScript loader. Prints one JSON line: { width, height } of the resized image, or
// { tooLarge: { width, height } } when its header declares more than maxPixels.
import sharp from 'sharp';

const [input, imageOut, thumbOut, maxWidth, maxHeight, thumbWidth, thumbHeight, maxPixels] = process.argv.slice(2);

sharp.concurrency(1);
sharp.cache(false);

// Decoding stops at maxPixels: a tiny file that claims a huge canvas cannot exhaust memory.
const source = () => sharp(input, { limitInputPixels: Number(maxPixels), animated: false }).rotate();

try {
  // The header alone, before any pixel is decoded.
  const declared = await sharp(input, { limitInputPixels: false }).metadata();
  if (declared.width * declared.height > Number(maxPixels)) {
    process.stdout.write(JSON.stringify({ tooLarge: { width: declared.width, height: declared.height } }) + '\n');
    process.exit(0);
  }
  const resized = await source()
    .resize({ width: Number(maxWidth), height: Number(maxHeight), fit: 'inside', withoutEnlargement: true })
    .png()
    .toFile(imageOut);
  await source()
    .resize({ width: Number(thumbWidth), height: Number(thumbHeight), fit: 'inside', withoutEnlargement: true })
    .png()
    .toFile(thumbOut);
  process.stdout.write(JSON.stringify({ width: resized.width, height: resized.height }) + '\n');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
