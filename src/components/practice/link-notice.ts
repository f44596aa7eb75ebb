/**
 * The scorer's notice box, as a practice page fetches it when a link could not be read in full:
 * imported through this module, whose own file holds the namespace the import resolves to, so the
 * scorer's shared file, which holds the box, does not carry one for every scorer that loads it.
 */
export { LinkNoticeBox } from '../hand-builder/LinkNotice';
