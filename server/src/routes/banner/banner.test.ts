describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

xdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

fdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

vdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

fdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

-describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

-describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

fdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

fdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

fdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

vdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

wdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

=describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

=describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

>describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

wdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

=describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

>describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

=describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

wdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

jdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

xdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

jdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

jdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

xdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

-describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

/describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

-describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

vdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

vdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

{describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

jdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

vdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

.describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

vdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

gdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

cdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ydescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

Ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

kdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

udescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

bdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

(describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

mdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ldescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

:describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ddescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

rdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

pdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

adescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

odescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

ndescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

hdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

 describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

sdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

idescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

tdescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

edescribe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

'describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

,describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

}describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

)describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})


describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
    })
  })
})

