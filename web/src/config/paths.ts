export { blogPostPath, PATHS, servicePath } from '@labsite/shared'
