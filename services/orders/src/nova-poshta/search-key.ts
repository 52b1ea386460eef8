/** How names are compared with what a shopper types: lower case, ё as е, every apostrophe as ', single spaces. */
export const searchKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[’ʼ`´‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
