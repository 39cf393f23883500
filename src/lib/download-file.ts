/** Hands the browser a file made in the page (a report, an export) as a download. */
export function downloadFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(url));
}
