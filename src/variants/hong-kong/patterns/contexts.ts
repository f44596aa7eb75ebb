export { ON_DISCARD, SELF_DRAWN } from '../../hk-family/contexts';
