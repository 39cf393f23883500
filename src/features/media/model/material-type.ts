/** Spec 002 section 2: the Presentations table's type tag, from the file's extension. */
export function materialTypeTag(fileType: string): string {
  const ext = fileType.toLowerCase();
  if (ext === 'ppt' || ext === 'pptx') return 'Powerpoint';
  if (ext === 'pdf') return 'PDF';
  if (ext === 'doc' || ext === 'docx') return 'Document';
  return ext.toUpperCase();
}
