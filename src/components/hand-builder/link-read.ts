/**
 * What a scorer fetches when its address holds a link: the link's reader, and the box that says
 * what the link could not use, which only a link read can need.
 */
export { decodeState } from '../../share-read';
export { LinkNoticeBox } from './LinkNotice';
