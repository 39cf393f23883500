import { downloadFile } from '@/lib/download-file';

/**
 * The chart inside `figure` as a PNG: its SVG drawn onto a canvas of the same size over the poll's
 * background (the SVG has no background of its own when it is a recharts chart).
 */
export async function downloadChartPng(figure: HTMLElement, bgColor: string, fileName: string): Promise<void> {
  const svg = figure.querySelector('svg.recharts-surface, svg.poll-chart-svg');
  if (!(svg instanceof SVGSVGElement)) throw new Error('There is no chart to export.');
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(width)));
  copy.setAttribute('height', String(Math.round(height)));
  const source = new XMLSerializer().serializeToString(copy);
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await loaded;
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn as an image.');
  context.fillStyle = bgColor;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The chart could not be drawn as an image.');
  downloadFile(blob, fileName, 'image/png');
}
