/** The largest image file an admin may upload, and what they are told past it. Pure: the browser uses it too. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_BIG = 'Файл больше 10 МБ';
